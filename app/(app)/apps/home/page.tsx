import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import {
  HomeCardsSkeleton,
  ReputationCard,
  TopInteractionsCard,
} from "@/components/home/home-cards";
import { LeadInitialSync } from "@/components/home/lead-initial-sync";
import { SyncingNotice } from "@/components/home/syncing-notice";
import { WorkspaceBound } from "@/components/workspaces/workspace-bound";
import { effectiveRoles } from "@/lib/auth/permissions";
import { getDb } from "@/lib/db/client";
import { homeBlocksFor } from "@/lib/insights/home-blocks";
import { loadHomeBlocks } from "@/lib/insights/home-data";
import { guardRoute } from "@/lib/navigation/guard";
import { importStatuses } from "@/lib/onboarding/imports";
import { getSelectedWorkspace } from "@/lib/workspaces/selection";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("home");

/**
 * /apps/home: the top-3 interactions and current-reputation cards over the selected stores, each
 * for users whose roles show its numbers (lib/insights/home-blocks).
 */
export default async function HomePage() {
  const user = await guardRoute("/apps/home");
  const db = await getDb();
  const selected = await getSelectedWorkspace(db, user);
  const blocks = homeBlocksFor(effectiveRoles(user));
  const [t, data, imports] = await Promise.all([
    getTranslations("home"),
    // The home shows no questions block: their numbers are not read.
    loadHomeBlocks(3, selected?.locationIds ?? null, { ...blocks, questions: false }),
    user.tenantId
      ? importStatuses(db, { tenantId: user.tenantId, kinds: ["reviews", "qa"] })
      : null,
  ]);
  // Leads that finished onboarding fetch their reviews and questions once, on the first visit here.
  const leadSync =
    user.isLeads && user.leadStep === "user" && user.tenantId
      ? { reviews: !imports?.reviews, qa: !imports?.qa }
      : null;
  const syncing = data.homeWeb.syncing || Boolean(leadSync && (leadSync.reviews || leadSync.qa));
  return (
    <div className="flex w-full flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={t("greeting", { name: user.firstName || user.email })} />
      {syncing ? <SyncingNotice /> : null}
      {leadSync && (leadSync.reviews || leadSync.qa) ? (
        <LeadInitialSync userId={user.id} tenantId={user.tenantId!} {...leadSync} />
      ) : null}
      {data.topLocations || data.homeWeb.reviews ? (
        <WorkspaceBound
          workspaceId={selected?.workspace.id ?? null}
          fallback={
            <HomeCardsSkeleton interactions={blocks.interactions} reputation={blocks.reputation} />
          }
        >
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {data.topLocations ? <TopInteractionsCard locations={data.topLocations} /> : null}
            {data.homeWeb.reviews ? <ReputationCard reviews={data.homeWeb.reviews} /> : null}
          </div>
        </WorkspaceBound>
      ) : (
        <p className="text-muted-foreground text-sm">{t("noBlocks")}</p>
      )}
    </div>
  );
}
