import "server-only";
import { query } from "@/lib/apollo/rsc-client";
import type {
  HomeDataQuery as HomeDataResult,
  HomeDataQueryVariables,
} from "@/lib/graphql/generated/client/graphql";
import { HomeDataQuery } from "@/lib/onboarding/operations";
import type { HomeBlock } from "./home-blocks";

async function readHome(variables: HomeDataQueryVariables): Promise<HomeDataResult> {
  const { data } = await query({ query: HomeDataQuery, variables });
  if (!data) throw new Error("Home data could not be read");
  return data;
}

const selectionOf = (locationIds?: string[] | null) => (locationIds ? { locationIds } : null);

// Only the blocks given: the page passes the ones the user's roles show.
export async function loadHomeBlocks(
  limit: number,
  locationIds: string[] | null,
  blocks: Record<HomeBlock, boolean>,
) {
  return readHome({ limit, selection: selectionOf(locationIds), ...blocks });
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
