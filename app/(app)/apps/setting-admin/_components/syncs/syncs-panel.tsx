import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { graphql } from "@/lib/graphql/generated/client";
import { SyncsManager } from "./syncs-manager";

const AdminSyncSettingsQuery = graphql(`
  query AdminSyncSettings {
    syncSettings {
      kind
      period
      periods
      scheduled
      isDefault
      lastJob {
        id
        status
        total
        done
        failed
        createdAt
        finishedAt
      }
    }
  }
`);

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
