import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/queries";
import { matchingStoreIds } from "./service";

/**
 * The stores a user chose for a batch of work (a media package, a post): those named that are the
 * tenant's, and all of a workspace's when one is given. Another tenant's ids are dropped.
 */
export async function chosenStoreIds(
  db: Db,
  tenantId: string,
  input: { locationIds?: string[]; workspace?: ListWorkspace },
): Promise<string[]> {
  const wanted = [...(input.locationIds ?? [])];
  if (input.workspace)
    wanted.push(
      ...(await matchingStoreIds(db, tenantId, { filter: {}, workspace: input.workspace })),
    );
  if (!wanted.length) return [];
  const owned = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        sql`${locations.id} = any(${sql.param([...new Set(wanted)])}::uuid[])`,
      ),
    );
  return owned.map((row) => row.id);
}
