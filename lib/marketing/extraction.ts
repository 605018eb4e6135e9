import "server-only";
import { and, eq } from "drizzle-orm";
import { extractRaw, locations, type JobItem } from "@/lib/db/schema";
import type { ItemContext, ItemOutcome } from "@/lib/jobs/outcomes";
import { MapsApiError } from "@/lib/maps/errors";
import type { DailyMetric } from "@/lib/maps/types-performance";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { quotaCall } from "@/lib/stores/maps-calls";
import { openStep } from "./steps";

export type ExtractItemPayload =
  | {
      phase: "EXTRACT";
      extractJobId: string;
      locationId: string;
      metrics: DailyMetric[];
      range: { start: string; end: string };
    }
  | { phase: "RESUME"; extractJobId: string; from: "TRANSFORMATION" | "LOAD" | "BQ2SQL" };

/** A store read already (a retried job) is not read again. */
export async function extractStoreItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const payload = item.payload as ExtractItemPayload;
  // The resumption does its work when the engine job ends (lib/marketing/pipeline).
  if (payload.phase === "RESUME") return { ok: true };
  await openStep(ctx.db, payload.extractJobId, "EXTRACTION", "EXTRACTION_PROCESSING", "PENDING");
  const [done] = await ctx.db
    .select({ id: extractRaw.locationId })
    .from(extractRaw)
    .where(
      and(
        eq(extractRaw.jobId, payload.extractJobId),
        eq(extractRaw.locationId, payload.locationId),
      ),
    );
  if (done) return { ok: true, result: { cached: true } };
  const [store] = await ctx.db
    .select({ id: locations.id, googleId: locations.googleId })
    .from(locations)
    .where(and(eq(locations.id, payload.locationId), eq(locations.tenantId, ctx.tenantId)));
  if (!store) return { ok: false, error: "STORE_REMOVED" };
  let client;
  try {
    client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  } catch (error) {
    if (error instanceof MapsNotLinkedError) return { ok: false, error: "MAPS_NOT_LINKED" };
    throw error;
  }
  try {
    const answer = await quotaCall(ctx.db, "businessprofileperformance", null, () =>
      client.fetchDailyMetrics(store.googleId, payload.metrics, payload.range),
    );
    await ctx.db
      .insert(extractRaw)
      .values({ jobId: payload.extractJobId, locationId: store.id, payload: answer })
      .onConflictDoUpdate({
        target: [extractRaw.jobId, extractRaw.locationId],
        set: { payload: answer, fetchedAt: new Date() },
      });
    return { ok: true };
  } catch (error) {
    if (error instanceof MapsApiError && !error.retryable)
      return {
        ok: false,
        error: error.googleStatus || String(error.status),
        detail: error.message,
      };
    throw error;
  }
}
