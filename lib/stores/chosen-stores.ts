import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { matchingStoreIds } from "./service";

/**
 * The stores a user chose for a batch of work (a media package, a post): those named that are the
 * tenant's, and all of a workspace's when one is given. Another tenant's ids are dropped.
 */
export async function chosenStoreIds(
  db: Db,
  { tenantId, ...input }: { tenantId: string; locationIds?: string[]; workspace?: ListWorkspace },
): Promise<string[]> {
  const wanted = [...(input.locationIds ?? [])];
  if (input.workspace)
    wanted.push(
      ...(await matchingStoreIds(db, { tenantId, filter: {}, workspace: input.workspace })),
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

/**
 * How many stores a batch of work goes to and how many of them are not verified (the maps service
 * refuses their posts), for the warning and the confirmation before sending.
 */
export async function chosenStoresAudience(
  db: Db,
  { tenantId, ...input }: { tenantId: string; locationIds?: string[]; workspace?: ListWorkspace },
): Promise<{ stores: number; unverified: number }> {
  const ids = await chosenStoreIds(db, { tenantId, ...input });
  if (!ids.length) return { stores: 0, unverified: 0 };
  const [row] = await db
    .select({
      unverified: sql<number>`count(*) filter (where ${locations.verified} is distinct from 'COMPLETED')::int`,
    })
    .from(locations)
    .where(
      and(eq(locations.tenantId, tenantId), sql`${locations.id} = any(${sql.param(ids)}::uuid[])`),
    );
  return { stores: ids.length, unverified: row?.unverified ?? 0 };
}
