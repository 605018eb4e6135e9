import { Link } from "@/components/ui/link";
import { Lock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { getPublicConfig } from "@/lib/config/public";

export type LockedModule = "generic" | "stores" | "ads" | "media" | "reports";

/**
 * The free-trial lock message (spec §2): shown in place of a module the trial does not include,
 * with the sales contact to upgrade. A server component; `module` picks the title and text.
 */
export async function FreeTrialLock({ module = "generic" }: { module?: LockedModule }) {
  const t = await getTranslations("noAccess");
  const { salesContactEmail } = getPublicConfig();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-6 py-16 text-center"
      data-testid="free-trial-lock"
    >
      <span className="bg-warning/20 text-warning-foreground grid size-16 place-items-center rounded-full">
        <Lock aria-hidden className="size-8" />
      </span>
      <div className="flex flex-col gap-2">
        <p className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
          {t("badge")}
        </p>
        <h1 className="text-2xl font-semibold">{t(`modules.${module}.title`)}</h1>
        <p className="text-muted-foreground">{t(`modules.${module}.description`)}</p>
        <p className="text-muted-foreground text-sm">{t("upgrade")}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <a href={`mailto:${salesContactEmail}`}>{t("contactSales")}</a>
        </Button>
        <Button asChild variant="outline">
          <Link href="/apps/home">{t("backHome")}</Link>
        </Button>
      </div>
    </section>
  );
}
