import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { SyncsManager } from "../lazy-tabs";
import { AdminSyncSettingsQuery } from "@/lib/admin/operations/syncs";

/** The "Syncs" tab: per kind how far back the tenant's syncs read, the schedule, and Sync now. */
export async function SyncsPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("admin.syncs"),
    query({ query: AdminSyncSettingsQuery }),
  ]);
  const settings = data?.syncSettings;
  if (!settings)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return <SyncsManager settings={settings} />;
}
