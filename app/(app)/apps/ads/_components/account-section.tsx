import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { AdsAccountQuery } from "@/lib/ads/operations";
import { AccountCard } from "./account-card";

/** The tenant's Google Ads account as the server reads it; its card does the rest. */
export async function AccountSection() {
  const [t, { data }] = await Promise.all([
    getTranslations("ads.account"),
    query({ query: AdsAccountQuery }),
  ]);
  if (!data?.adsAccount)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadError")}
      </p>
    );
  return <AccountCard account={data.adsAccount} />;
}
