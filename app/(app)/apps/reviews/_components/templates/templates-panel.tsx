import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { LazyTemplatesManager } from "./lazy-templates-manager";
import { ReviewTemplatesPanelQuery } from "@/lib/reviews/operations";

/** The "Templates" tab of /apps/reviews: the tenant's response templates and their editor. */
export async function ReviewTemplatesPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("reviewTemplates"),
    query({ query: ReviewTemplatesPanelQuery }),
  ]);
  const templates = data?.reviewTemplates;
  if (!templates)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return <LazyTemplatesManager templates={templates} />;
}
