import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, workspaceLocations } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";

/** How many of the workspace's stores (every store for the default one) each country has, most
 * first: the holidays page picks the first country as its default. */
export async function storeCountries(
  db: Db,
  { tenantId, workspace }: { tenantId: string; workspace?: ListWorkspace },
): Promise<{ country: string; stores: number }[]> {
  const rows = await db
    .select({ country: locations.regionCode, stores: count() })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        sql`${locations.regionCode} is not null`,
        workspace && !workspace.isDefault
          ? sql`exists (select 1 from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${workspace.id} and ${workspaceLocations.locationId} = ${locations.id})`
          : undefined,
      ),
    )
    .groupBy(locations.regionCode)
    .orderBy(desc(count()), locations.regionCode);
  return rows.map((row) => ({ country: row.country!, stores: row.stores }));
}
