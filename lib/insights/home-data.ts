import "server-only";
import { query } from "@/lib/apollo/rsc-client";
import { HomeDataQuery } from "@/lib/onboarding/operations";

/** The home and insights numbers of the current request's user, read in-process. */
export async function loadHomeData(limit = 3, locationIds?: string[] | null) {
  const { data } = await query({
    query: HomeDataQuery,
    variables: { limit, selection: locationIds ? { locationIds } : null },
  });
  if (!data) throw new Error("Home data could not be read");
  return data;
}

export type HomeData = Awaited<ReturnType<typeof loadHomeData>>;
