import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import {
  HomeCardsSkeleton,
  ReputationCard,
  TopInteractionsCard,
} from "@/components/home/home-cards";
import { LeadInitialSync } from "@/components/home/lead-initial-sync";
import { SyncingNotice } from "@/components/home/syncing-notice";
import { WorkspaceBound } from "@/components/workspaces/workspace-bound";
import { effectiveRoles } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { homeBlocksFor } from "@/lib/insights/home-blocks";
import { readHomeBlocks } from "@/lib/insights/home-data";
import { guardRoute } from "@/lib/navigation/guard";
import { getSelectedWorkspace } from "@/lib/workspaces/selection";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("home");

type Blocks = { interactions: boolean; reputation: boolean };

/**
 * /apps/home: the top-3 interactions and current-reputation cards over the selected stores, each
 * for users whose roles show its numbers (lib/insights/home-blocks). The greeting is sent at once;
 * the cards stream in when their numbers are read, in the skeleton's place.
 */
export default async function HomePage() {
  const [user, t] = await Promise.all([guardRoute("/apps/home"), getTranslations("home")]);
  // The home shows no questions block: their numbers are not read.
  const { interactions, reputation } = homeBlocksFor(effectiveRoles(user));
  const blocks = { interactions, reputation };
  return (
    <ModulePage path="/apps/home" title={t("greeting", { name: user.firstName || user.email })}>
      <Suspense fallback={<HomeCardsSkeleton {...blocks} />}>
        <HomeBlocks user={user} blocks={blocks} />
      </Suspense>
    </ModulePage>
  );
}

async function HomeBlocks({ user, blocks }: { user: SessionUser; blocks: Blocks }) {
  const db = await getDb();
  const selected = await getSelectedWorkspace(db, user);
  const [t, data] = await Promise.all([
    getTranslations("home"),
    readHomeBlocks(db, user, selected?.locationIds ?? null, blocks),
  ]);
  // Leads that finished onboarding fetch their reviews and questions once, on the first visit here.
  const leadSync =
    user.isLeads && user.leadStep === "user" && user.tenantId
      ? { reviews: !data.imports.reviews, qa: !data.imports.qa }
      : null;
  const syncing = data.syncing || Boolean(leadSync && (leadSync.reviews || leadSync.qa));
  return (
    <>
      {syncing ? <SyncingNotice /> : null}
      {leadSync && (leadSync.reviews || leadSync.qa) ? (
        <LeadInitialSync userId={user.id} tenantId={user.tenantId!} {...leadSync} />
      ) : null}
      {data.topLocations || data.reviews ? (
        <WorkspaceBound
          workspaceId={selected?.workspace.id ?? null}
          fallback={<HomeCardsSkeleton {...blocks} />}
        >
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {data.topLocations ? <TopInteractionsCard locations={data.topLocations} /> : null}
            {data.reviews ? <ReputationCard reviews={data.reviews} /> : null}
          </div>
        </WorkspaceBound>
      ) : (
        <p className="text-muted-foreground text-sm">{t("noBlocks")}</p>
      )}
    </>
  );
}
