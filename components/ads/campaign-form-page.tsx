import { ArrowLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { CampaignType } from "@/lib/graphql/generated/client/graphql";
import { cn } from "@/lib/utils";
import type { CampaignFormSetup } from "./campaign-form-setup";

const BACK = { SEARCH: "/apps/ads", PERFORMANCE_MAX: "/apps/pmax-campaigns" } as const;

/**
 * A campaign form's page, which has no navbar or toolbar (spec §2): its way back, its heading (a
 * new campaign, a draft, or one from a template) and why an asked draft is not shown.
 */
export async function CampaignFormPage({
  type,
  setup,
  children,
}: {
  type: CampaignType;
  setup: CampaignFormSetup;
  children: ReactNode;
}) {
  const t = await getTranslations("ads.form");
  const kind = type === "SEARCH" ? "search" : "pmax";
  return (
    <div
      className={cn(
        "mx-auto flex w-full min-w-0 flex-col gap-4 p-3 sm:p-6",
        // Performance Max shows its preview beside the form.
        type === "SEARCH" ? "max-w-3xl" : "max-w-6xl",
      )}
    >
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href={BACK[type]}>
          <ArrowLeft aria-hidden />
          {t(`back.${kind}`)}
        </Link>
      </Button>
      <PageHeader
        title={
          setup.id
            ? t(`editTitle.${kind}`)
            : setup.templateName
              ? t(`fromTemplate.${kind}`, { name: setup.templateName })
              : t(`title.${kind}`)
        }
        description={t(`intro.${kind}`)}
      />
      {setup.notice ? (
        <p role="status" className="bg-muted rounded-md p-3 text-sm">
          {t(`notice.${setup.notice}`)}
        </p>
      ) : null}
      {children}
    </div>
  );
}
