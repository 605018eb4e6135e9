import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, serpRuns, serps, type JobItem, type SerpItem } from "@/lib/db/schema";
import {
  QuotaWaitError,
  RetryableError,
  type ItemContext,
  type ItemOutcome,
} from "@/lib/jobs/outcomes";
import { takeQuotas } from "@/lib/jobs/quota";
import { searchClient, serpMinuteQuota } from "@/lib/rankings/check";
import { SerpApiError } from "@/lib/serp/client";
import {
  LANGUAGE_COUNTRIES,
  organicCoordinate,
  STORE_SEARCH_RADIUS_M,
  type SearchLanguage,
} from "@/lib/serp/locations";
import type { OrganicItem, OrganicLiveTask } from "@/lib/serp/types";
import { SERP_DEPTH } from "./rules";

// A saved search's run is one item: its keyword searched once, from its store's spot or from its
// language's country, and the page kept. A page already kept by an earlier attempt of the same run
// is not searched again, so a retry never pays for the call twice.

export type SerpCheckPayload = { runId: string; serpId: string };

/** The page as a run keeps it: web results only, best first. */
export function pageOf(items: readonly OrganicItem[]): SerpItem[] {
  return items
    .filter((item) => item.type === "organic")
    .slice(0, SERP_DEPTH)
    .map((item) => ({
      rank: item.rank_group,
      title: item.title,
      url: item.url,
      domain: item.domain,
    }));
}

export async function checkSerpItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const payload = item.payload as SerpCheckPayload;
  const [serp] = await ctx.db
    .select()
    .from(serps)
    .where(and(eq(serps.id, payload.serpId), eq(serps.tenantId, ctx.tenantId)));
  const [run] = await ctx.db
    .select({ items: serpRuns.items })
    .from(serpRuns)
    .where(and(eq(serpRuns.id, payload.runId), eq(serpRuns.tenantId, ctx.tenantId)));
  if (!serp || !run) return { ok: false, error: "NOT_FOUND" };
  if (run.items) return { ok: true, result: { results: run.items.length } };

  const task: OrganicLiveTask = {
    keyword: serp.keyword,
    language_code: serp.languageCode,
    device: serp.device === "MOBILE" ? "mobile" : "desktop",
    depth: SERP_DEPTH,
    tag: payload.runId,
  };
  if (serp.locationId) {
    const [store] = await ctx.db
      .select({ latitude: locations.latitude, longitude: locations.longitude })
      .from(locations)
      .where(and(eq(locations.id, serp.locationId), eq(locations.tenantId, ctx.tenantId)));
    if (!store || store.latitude === null || store.longitude === null)
      return { ok: false, error: "NO_COORDINATES" };
    task.location_coordinate = organicCoordinate(
      store.latitude,
      store.longitude,
      STORE_SEARCH_RADIUS_M,
    );
  } else {
    task.location_code = LANGUAGE_COUNTRIES[serp.languageCode as SearchLanguage];
  }

  const refusal = await takeQuotas(ctx.db, [serpMinuteQuota()], {
    tenantId: ctx.tenantId,
    lane: "background",
  });
  if (refusal) throw new QuotaWaitError(refusal.retryAt, refusal.reason);
  try {
    const answer = await searchClient().organicSearch(task);
    const page = pageOf(answer.result.items);
    await ctx.db
      .update(serpRuns)
      .set({
        items: page,
        calls: sql`${serpRuns.calls} + 1`,
        costUsd: sql`${serpRuns.costUsd} + ${answer.cost.toFixed(6)}::numeric`,
      })
      .where(eq(serpRuns.id, payload.runId));
    return { ok: true, result: { results: page.length } };
  } catch (error) {
    if (error instanceof SerpApiError) {
      if (error.retryable) throw new RetryableError(String(error.code), error.message);
      return { ok: false, error: "SERP_REFUSED", detail: `${error.code}: ${error.message}` };
    }
    if (error instanceof TypeError) throw new RetryableError("UNAVAILABLE", error.message);
    throw error;
  }
}

/** A run ends with its job's one item. */
export async function finishSerpRun(db: Db, jobId: string): Promise<void> {
  await db.update(serpRuns).set({ finishedAt: new Date() }).where(eq(serpRuns.jobId, jobId));
}
