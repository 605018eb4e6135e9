import "server-only";
import { query } from "@/lib/apollo/rsc-client";
import type {
  HomeDataQuery as HomeDataResult,
  HomeDataQueryVariables,
} from "@/lib/graphql/generated/client/graphql";
import { HomeDataQuery } from "@/lib/onboarding/operations";
import type { Db } from "@/lib/db/client";
import { importStatuses } from "@/lib/onboarding/imports";
import type { HomeBlock } from "./home-blocks";
import { homeScope, reviewMetrics, topLocations } from "./queries";

async function readHome(variables: HomeDataQueryVariables): Promise<HomeDataResult> {
  const { data } = await query({ query: HomeDataQuery, variables });
  if (!data) throw new Error("Home data could not be read");
  return data;
}

const selectionOf = (locationIds?: string[] | null) => (locationIds ? { locationIds } : null);

/**
 * The home page's blocks, read here rather than through GraphQL: the page has already checked the
 * user and picked the blocks its roles show (the resolvers' own checks), and it shows neither the
 * questions nor the metric averages the HomeData query also reads. `locationIds` null: every store.
 */
export async function readHomeBlocks(
  db: Db,
  user: { tenantId: string | null; isLeads: boolean },
  locationIds: string[] | null,
  blocks: Pick<Record<HomeBlock, boolean>, "interactions" | "reputation">,
  limit = 3,
) {
  const { tenantId } = user;
  if (!tenantId) throw new Error("Home data could not be read");
  const [scope, imports] = await Promise.all([
    homeScope(db, { tenantId, isLead: user.isLeads, selection: locationIds }),
    importStatuses(db, { tenantId }),
  ]);
  const [top, reviews] = await Promise.all([
    blocks.interactions ? topLocations(db, scope, { limit }) : null,
    blocks.reputation ? reviewMetrics(db, scope) : null,
  ]);
  return {
    topLocations: top?.map(({ addressLines, locality, ...row }) => ({
      ...row,
      address: { addressLines, locality },
    })),
    reviews,
    imports,
    syncing: Object.values(imports).includes("RUNNING"),
  };
}

/** A trial user sees every block. */
export async function loadHomeData(limit = 3, locationIds?: string[] | null) {
  const data = await readHome({ limit, selection: selectionOf(locationIds) });
  const { topLocations, locationsReportInsightsAverage, homeWeb } = data;
  const { reviews, faq } = homeWeb;
  if (!topLocations || !locationsReportInsightsAverage || !reviews || !faq)
    throw new Error("Home data came back without a block");
  return { topLocations, locationsReportInsightsAverage, homeWeb: { ...homeWeb, reviews, faq } };
}

export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;
