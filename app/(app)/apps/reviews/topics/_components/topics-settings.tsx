import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import { query } from "@/lib/apollo/rsc-client";
import { TenantTopicsQuery } from "@/lib/review-topics/operations";
import { REVIEW_TOPICS } from "@/lib/review-topics/topics";
import { LazyTenantTopicsManager } from "./lazy-tenant-topics-manager";

/** The topics reviews are read for: the fixed list (read-only) and the tenant's own. */
export async function TopicsSettings({ canEdit }: { canEdit: boolean }) {
  const [t, names, { data }] = await Promise.all([
    getTranslations("reviewTopics.own"),
    getTranslations("reviewTopics.names"),
    query({ query: TenantTopicsQuery }),
  ]);
  return (
    <SectionCard title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{t("builtIn")}</h3>
          <ul className="flex flex-wrap gap-2" aria-label={t("builtIn")}>
            {REVIEW_TOPICS.map((key) => (
              <li key={key} className="bg-muted rounded-md px-2 py-1 text-sm">
                {names(key)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{t("yours")}</h3>
          {data?.tenantTopics ? (
            <LazyTenantTopicsManager topics={data.tenantTopics} canEdit={canEdit} />
          ) : (
            <p role="alert" className="text-destructive text-sm">
              {t("loadFailed")}
            </p>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
