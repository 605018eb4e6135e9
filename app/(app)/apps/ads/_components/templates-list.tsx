"use client";
import { Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAdsMessage } from "@/components/ads/use-ads-message";
import { campaignFormHref } from "@/components/ads/campaign-href";
import { GenericDialog } from "@/components/common/generic-dialog";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { DeleteCampaignTemplateMutation } from "@/lib/ads/operations";
import { formatMoment } from "@/lib/format/date";
import type { CampaignTemplatesQuery } from "@/lib/graphql/generated/client/graphql";
import { requestGraphQL } from "@/lib/http/request-graphql";
import type { Locale } from "@/lib/i18n/config";

type Template = CampaignTemplatesQuery["campaignTemplates"][number];

/** Each template with its type: start a campaign from it, or delete it after a confirmation. */
export function TemplatesList({ templates }: { templates: Template[] }) {
  const t = useTranslations("ads");
  const locale = useLocale() as Locale;
  const refusal = useAdsMessage().error;
  const router = useRouter();
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (template: Template) => {
    setBusy(true);
    try {
      await requestGraphQL(DeleteCampaignTemplateMutation, { id: template.id });
      toast.success(t("templates.deleted", { name: template.name }));
      router.refresh();
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  if (templates.length === 0)
    return <p className="text-muted-foreground text-sm">{t("templates.empty")}</p>;
  return (
    <>
      <ul className="divide-y rounded-md border" aria-label={t("templates.title")}>
        {templates.map((template) => (
          <li
            key={template.id}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <div className="flex min-w-0 flex-col">
              <span className="truncate font-medium">{template.name}</span>
              <span className="text-muted-foreground text-xs">
                {t(`types.${template.type}`)} · {formatMoment(template.createdAt, locale)}
              </span>
            </div>
            <div className="flex gap-1">
              <Button asChild variant="outline" size="sm">
                <Link href={campaignFormHref(template.type, { template: template.id })}>
                  {t("templates.start")}
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("templates.delete", { name: template.name })}
                onClick={() => setDeleting(template)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <GenericDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t("templates.deleteTitle", { name: deleting?.name ?? "" })}
        description={t("templates.deleteDescription")}
        confirmLabel={t("templates.deleteConfirm")}
        destructive
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </>
  );
}
