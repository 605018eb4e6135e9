import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { AdsRequestsQuery } from "@/lib/ads/operations";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import { AdsRequestsList } from "../lazy-tabs";

/** The "Ads requests" tab (Super Admin): every tenant's requests to link an ads account. */
export async function AdsRequestsPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("admin.adsRequests"),
    query({ query: AdsRequestsQuery, variables: { limit: MAX_PAGE_SIZE, offset: 0 } }),
  ]);
  if (!data?.adsRequests)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return <AdsRequestsList requests={data.adsRequests.items} total={data.adsRequests.total} />;
}
