import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { matchingStoreIds } from "./service";

/** Another tenant's ids are dropped. */
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

/** The maps service refuses unverified stores' posts, hence the warning before sending. */
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
