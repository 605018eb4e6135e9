import { getTranslations } from "next-intl/server";
import { ReputationCard, TopInteractionsCard } from "@/components/home/home-cards";
import { LeadInitialSync } from "@/components/home/lead-initial-sync";
import { SyncingNotice } from "@/components/home/syncing-notice";
import { getDb } from "@/lib/db/client";
import { loadHomeData } from "@/lib/insights/home-data";
import { guardRoute } from "@/lib/navigation/guard";
import { importStatuses } from "@/lib/onboarding/imports";
import { getSelectedWorkspace } from "@/lib/workspaces/selection";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("home");

/** /apps/home: the top-3 interactions and current-reputation cards over the selected stores. */
export default async function HomePage() {
  const user = await guardRoute("/apps/home");
  const db = await getDb();
  const selected = await getSelectedWorkspace(db, user);
  const [t, data, imports] = await Promise.all([
    getTranslations("home"),
    loadHomeData(3, selected?.locationIds ?? null),
    user.tenantId ? importStatuses(db, user.tenantId, ["reviews", "qa"]) : null,
  ]);
  // Leads that finished onboarding fetch their reviews and questions once, on the first visit here.
  const leadSync =
    user.isLeads && user.leadStep === "user" && user.tenantId
      ? { reviews: !imports?.reviews, qa: !imports?.qa }
      : null;
  const syncing = data.homeWeb.syncing || Boolean(leadSync && (leadSync.reviews || leadSync.qa));
  return (
    <div className="flex w-full flex-col gap-4 p-3 sm:p-6">
      <h1 className="text-xl font-semibold sm:text-2xl">
        {t("greeting", { name: user.firstName || user.email })}
      </h1>
      {syncing ? <SyncingNotice /> : null}
      {leadSync && (leadSync.reviews || leadSync.qa) ? (
        <LeadInitialSync userId={user.id} tenantId={user.tenantId!} {...leadSync} />
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <TopInteractionsCard locations={data.topLocations} />
        <ReputationCard reviews={data.homeWeb.reviews} />
      </div>
    </div>
  );
}
