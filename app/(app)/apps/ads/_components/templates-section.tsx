import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { CampaignTemplatesQuery } from "@/lib/ads/operations";
import { TemplatesList } from "./templates-list";

/** The tenant's campaign templates, each a way to start a campaign. */
export async function TemplatesSection() {
  const [t, { data, error }] = await Promise.all([
    getTranslations("ads.templates"),
    query({ query: CampaignTemplatesQuery, variables: {} }),
  ]);
  return (
    <section aria-labelledby="templates-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="templates-heading" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </div>
      {error || !data ? (
        <p role="alert" className="text-destructive text-sm">
          {t("loadError")}
        </p>
      ) : (
        <TemplatesList templates={data.campaignTemplates} />
      )}
    </section>
  );
}
