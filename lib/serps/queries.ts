import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, serpRuns, serps, type SerpRow, type SerpRunRow } from "@/lib/db/schema";
import { statusOf, type RankingStatus } from "@/lib/rankings/queries";

// Saved searches as their pages read them, always within the caller's tenant.

export type SerpSummary = SerpRow & {
  status: RankingStatus;
  /** The store the search is made from, while it has one. */
  locationName: string | null;
};

const columns = { serp: serps, locationName: locations.locationName };

// The store of the search's own tenant only, whatever the row says.
const storeOfSerp = and(eq(locations.id, serps.locationId), eq(locations.tenantId, serps.tenantId));

async function summaries(
  db: Db,
  rows: { serp: SerpRow; locationName: string | null }[],
): Promise<SerpSummary[]> {
  if (rows.length === 0) return [];
  const running = await db
    .select({ id: serpRuns.serpId })
    .from(serpRuns)
    .where(
      and(
        inArray(
          serpRuns.serpId,
          rows.map(({ serp }) => serp.id),
        ),
        isNull(serpRuns.finishedAt),
      ),
    );
  const active = new Set(running.map((row) => row.id));
  return rows.map(({ serp, locationName }) => ({
    ...serp,
    locationName: serp.locationId ? locationName : null,
    status: statusOf(serp, active.has(serp.id)),
  }));
}

export async function listSerps(
  db: Db,
  { tenantId, limit, offset }: { tenantId: string; limit: number; offset: number },
): Promise<{ total: number; items: SerpSummary[] }> {
  const [total] = await db.select({ n: count() }).from(serps).where(eq(serps.tenantId, tenantId));
  const rows = await db
    .select(columns)
    .from(serps)
    .leftJoin(locations, storeOfSerp)
    .where(eq(serps.tenantId, tenantId))
    .orderBy(desc(serps.createdAt), desc(serps.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), items: await summaries(db, rows) };
}

export async function getSerp(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<SerpSummary | null> {
  const rows = await db
    .select(columns)
    .from(serps)
    .leftJoin(locations, storeOfSerp)
    .where(and(eq(serps.id, id), eq(serps.tenantId, tenantId)));
  return (await summaries(db, rows))[0] ?? null;
}

/** A saved search's runs, newest first, with the page each found. */
export function serpRunList(
  db: Db,
  { tenantId, serpId, limit }: { tenantId: string; serpId: string; limit: number },
): Promise<SerpRunRow[]> {
  return db
    .select()
    .from(serpRuns)
    .where(and(eq(serpRuns.serpId, serpId), eq(serpRuns.tenantId, tenantId)))
    .orderBy(desc(serpRuns.startedAt), desc(serpRuns.id))
    .limit(limit);
}

type Page = Pick<SerpRunRow, "id" | "startedAt" | "items">;

/**
 * A run's page and the page of the run before it that found one: the given run, or the latest
 * that found a page. A run under way, or one whose search failed, has none.
 */
export async function serpPages(
  db: Db,
  { tenantId, serpId, runId }: { tenantId: string; serpId: string; runId?: string },
): Promise<{ run: Page | null; previous: Page | null }> {
  const ofSerp = and(eq(serpRuns.serpId, serpId), eq(serpRuns.tenantId, tenantId));
  const page = { id: serpRuns.id, startedAt: serpRuns.startedAt, items: serpRuns.items };
  const [run] = await db
    .select(page)
    .from(serpRuns)
    .where(runId ? and(ofSerp, eq(serpRuns.id, runId)) : and(ofSerp, isNotNull(serpRuns.items)))
    .orderBy(desc(serpRuns.startedAt), desc(serpRuns.id))
    .limit(1);
  if (!run) return { run: null, previous: null };
  const [previous] = await db
    .select(page)
    .from(serpRuns)
    .where(
      and(
        ofSerp,
        isNotNull(serpRuns.items),
        or(
          lt(serpRuns.startedAt, run.startedAt),
          and(eq(serpRuns.startedAt, run.startedAt), lt(serpRuns.id, run.id)),
        ),
      ),
    )
    .orderBy(desc(serpRuns.startedAt), desc(serpRuns.id))
    .limit(1);
  return { run, previous: previous ?? null };
}
