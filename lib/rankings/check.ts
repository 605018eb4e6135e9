import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, rankingJobs, rankingPoints, rankingRuns } from "@/lib/db/schema";
import type { RankedPlace } from "@/lib/db/schema/rankings";
import type { JobItem } from "@/lib/db/schema";
import {
  QuotaWaitError,
  RetryableError,
  type ItemContext,
  type ItemOutcome,
} from "@/lib/jobs/outcomes";
import { itemLeaseSeconds } from "@/lib/jobs/queue";
import { takeQuotas, type QuotaClaim } from "@/lib/jobs/quota";
import { quotaWindows } from "@/lib/maps/quotas";
import { mapsCoordinate, SerpApiError, serpClient, type SerpClient } from "@/lib/serp/client";
import { getSerpConfig } from "@/lib/serp/config";
import type { MapsSearchItem } from "@/lib/serp/types";
import { entryKey, gridPoints, searchZoom, type Grid, type GridPoint } from "./rules";

// One item of a ranking's run: a store and a keyword, searched at every point of its grid. A point
// already kept by an earlier attempt of the same run is not searched again, so a retry or a
// worker's death never pays for a call twice. The points go in chunks: the quota's units for a
// chunk taken at once (a take per point would queue every worker on the counter's lock), its
// searches made, then its points written with the run's count of calls and cost.

export type CheckPayload = { runId: string; rankingJobId: string; keyword: string };

/** Places kept above the store at a point, or the first ones when it did not show. */
const ABOVE_KEPT = 3;
/** Points taken from the quota, searched and written together (fewer when the limit is lower). */
const CHUNK = 25;

let clientForTests: SerpClient | undefined;
/** Tests call the simulator in-process instead of over HTTP. */
export function setSerpClientForTests(client: SerpClient | undefined): void {
  clientForTests = client;
}

/** The search-results client the section's searches call (rankings and saved searches). */
export function searchClient(): SerpClient {
  return clientForTests ?? serpClient();
}

/**
 * The provider's calls a minute: one quota every worker's searches take a unit of before a call,
 * rankings' and saved searches' alike, so together they never ask for more than the account has.
 */
export function serpMinuteQuota(): QuotaClaim {
  const config = getSerpConfig();
  return {
    key: `serp:${config.mode}`,
    limit: config.callsPerMinute,
    windowMs: quotaWindows().minuteMs,
    sliding: true,
  };
}

/** Where the store stands in a search's places, and the places above it. */
export function placeOf(
  items: MapsSearchItem[],
  store: { placeId: string | null; businessNames: string[]; competitors: string[] },
): { rank: number | null; above: RankedPlace[] } {
  const names = new Set(store.businessNames.map(entryKey));
  const competitors = store.competitors.map(entryKey);
  const index = items.findIndex(
    (item) =>
      (store.placeId !== null && item.place_id === store.placeId) ||
      names.has(entryKey(item.title)),
  );
  const before =
    index === -1 ? items.slice(0, ABOVE_KEPT) : items.slice(0, index).slice(-ABOVE_KEPT);
  return {
    rank: index === -1 ? null : items[index]!.rank_group,
    above: before.map((item) => ({
      rank: item.rank_group,
      title: item.title,
      placeId: item.place_id,
      competitor: competitors.some((name) => entryKey(item.title).includes(name)),
    })),
  };
}

export async function checkRankingItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const payload = item.payload as CheckPayload;
  const [ranking] = await ctx.db
    .select()
    .from(rankingJobs)
    .where(and(eq(rankingJobs.id, payload.rankingJobId), eq(rankingJobs.tenantId, ctx.tenantId)));
  const [store] = await ctx.db
    .select({
      id: locations.id,
      placeId: locations.placeId,
      latitude: locations.latitude,
      longitude: locations.longitude,
      languageCode: locations.languageCode,
    })
    .from(locations)
    .where(and(eq(locations.id, item.locationId!), eq(locations.tenantId, ctx.tenantId)));
  if (!ranking || !store) return { ok: false, error: "NOT_FOUND" };
  if (store.latitude === null || store.longitude === null)
    return { ok: false, error: "NO_COORDINATES" };

  const grid: Grid | null =
    ranking.gridSize && ranking.gridSpacingKm
      ? { size: ranking.gridSize, spacingKm: ranking.gridSpacingKm }
      : null;
  const kept = await ctx.db
    .select({ row: rankingPoints.row, column: rankingPoints.column })
    .from(rankingPoints)
    .where(
      and(
        eq(rankingPoints.runId, payload.runId),
        eq(rankingPoints.locationId, store.id),
        eq(rankingPoints.keyword, payload.keyword),
      ),
    );
  const done = new Set(kept.map((point) => `${point.row}:${point.column}`));
  const todo = gridPoints({ latitude: store.latitude, longitude: store.longitude }, grid).filter(
    (point) => !done.has(`${point.row}:${point.column}`),
  );
  const client = searchClient();
  const zoom = searchZoom(grid);
  const device = ranking.device === "MOBILE" ? ("mobile" as const) : ("desktop" as const);
  const language = (store.languageCode ?? "en").slice(0, 2);
  const pending: (typeof rankingPoints.$inferInsert)[] = [];
  let cost = 0;

  const flush = async () => {
    if (pending.length === 0) return;
    await ctx.db.transaction(async (tx) => {
      await tx.insert(rankingPoints).values(pending).onConflictDoNothing();
      await tx
        .update(rankingRuns)
        .set({
          calls: sql`${rankingRuns.calls} + ${pending.length}`,
          costUsd: sql`${rankingRuns.costUsd} + ${cost.toFixed(6)}::numeric`,
        })
        .where(eq(rankingRuns.id, payload.runId));
    });
    pending.length = 0;
    cost = 0;
  };

  const search = async (point: GridPoint) => {
    const answer = await client.mapsSearch({
      keyword: payload.keyword,
      location_coordinate: mapsCoordinate(point.latitude, point.longitude, zoom),
      language_code: language,
      device,
      depth: device === "mobile" ? 20 : 100,
      tag: payload.runId,
    });
    cost += answer.cost;
    pending.push({
      runId: payload.runId,
      tenantId: ctx.tenantId,
      locationId: store.id,
      keyword: payload.keyword,
      row: point.row,
      column: point.column,
      latitude: point.latitude,
      longitude: point.longitude,
      ...placeOf(answer.result.items, {
        placeId: store.placeId,
        businessNames: ranking.businessNames,
        competitors: ranking.competitors,
      }),
    });
  };

  const minute = serpMinuteQuota();
  const chunk = Math.max(1, Math.min(CHUNK, minute.limit));
  // Within a third of the lease: an item searching on past it would be handed to another worker,
  // which would search its points again. It gives its turn back and goes on from what it kept
  // (the units left of its chunk go unused: fewer calls than units, never more).
  const deadline = Date.now() + Math.min(20_000, (itemLeaseSeconds() * 1000) / 3);
  let searched = 0;
  try {
    for (let from = 0; from < todo.length; from += chunk) {
      const points = todo.slice(from, from + chunk);
      // The chunk's units in one take: never over the limit, a unit taken for every call.
      const refusal = await takeQuotas(ctx.db, [{ ...minute, units: points.length }], {
        tenantId: ctx.tenantId,
        lane: "background",
      });
      if (refusal) throw new QuotaWaitError(refusal.retryAt, refusal.reason);
      for (const point of points) {
        if (searched > 0 && Date.now() > deadline) throw new QuotaWaitError(new Date());
        await search(point);
        searched++;
      }
      await flush();
    }
  } catch (error) {
    // What was searched is kept either way: the next attempt goes on from there.
    await flush();
    if (error instanceof SerpApiError) {
      if (error.retryable) throw new RetryableError(String(error.code), error.message);
      return { ok: false, error: "SERP_REFUSED", detail: `${error.code}: ${error.message}` };
    }
    if (error instanceof TypeError) throw new RetryableError("UNAVAILABLE", error.message);
    throw error;
  }
  await flush();
  return { ok: true, result: { points: todo.length } };
}

/** A run ends with its job's last item. */
export async function finishRankingRun(db: Db, jobId: string): Promise<void> {
  await db.update(rankingRuns).set({ finishedAt: new Date() }).where(eq(rankingRuns.jobId, jobId));
}
