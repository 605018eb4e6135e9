import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { locations, type JobItem } from "@/lib/db/schema";
import { importLocationInsights, lastMetricDay } from "@/lib/insights/import";
import {
  addDays,
  incrementalDays,
  incrementalMonths,
  monthStart,
} from "@/lib/insights/incremental";
import { lastKeywordMonth } from "@/lib/insights/keywords";
import { isoDay, type DayRange } from "@/lib/insights/period";
import { enqueueJobItems } from "@/lib/jobs/engine";
import type { ItemContext, ItemOutcome } from "@/lib/jobs/outcomes";
import type { MapsApiFamily } from "@/lib/maps/api-families";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { importLocationQuestions } from "@/lib/questions/import";
import { ReviewSyncUnavailableError, startReviewSync } from "@/lib/reviews/sync";
import { hasLinkedMapsAccount } from "@/lib/reviews/queries/sync";
import { refreshDetails } from "@/lib/stores/details";
import { quotaCall } from "@/lib/stores/maps-calls";
import { periodStart, type SyncKind, type SyncPeriod } from "./periods";

// Reviews are the review sync's own REVIEW_SYNC job; the other kinds read each store through the
// same code as the initial imports or a store's refresh. One active job per kind and tenant.

export const SYNC_JOB_KINDS = {
  REVIEWS: "REVIEW_SYNC",
  QANDA: "QANDA_SYNC",
  METRICS: "METRICS_SYNC",
  STORES: "STORES_SYNC",
} as const satisfies Record<SyncKind, string>;

/** Nobody of the tenant linked a maps account: there is nothing to sync with. */
export class SyncUnavailableError extends Error {
  constructor() {
    super("No user of the tenant has linked a maps-service account");
    this.name = "SyncUnavailableError";
  }
}

export type StoreSyncPayload = {
  locationId: string;
  googleId: string;
  account: string;
  name: string;
  /** QANDA: questions updated since (ISO); null for all of them. */
  since?: string | null;
  /** Each store reads only what it lacks of it (see syncStoreMetrics). */
  range?: DayRange;
};

const DAY_MS = 86_400_000;

/** Up to yesterday: today's values are not final. */
export function metricsRange(period: SyncPeriod, now: Date): DayRange {
  const start = periodStart(period, now) ?? new Date(now.getTime() - 18 * 30 * DAY_MS);
  return { start: isoDay(start), end: isoDay(new Date(now.getTime() - DAY_MS)) };
}

// JobRunningError (naming the running job) while the tenant's sync of that kind runs.
export async function startSync(
  db: Db,
  queue: PgBoss,
  {
    tenantId,
    kind,
    period,
    userId,
    now = new Date(),
  }: { tenantId: string; kind: SyncKind; period: SyncPeriod; userId?: string | null; now?: Date },
): Promise<string> {
  if (kind === "REVIEWS") {
    try {
      // The period bounds the review sync's full reads (a store's first, and the daily ones).
      const readFrom = periodStart(period, now);
      return await startReviewSync(db, queue, { tenantId, userId, now, readFrom });
    } catch (error) {
      if (error instanceof ReviewSyncUnavailableError) throw new SyncUnavailableError();
      throw error;
    }
  }
  const stores = await db
    .select({
      id: locations.id,
      googleId: locations.googleId,
      account: locations.account,
      name: locations.locationName,
    })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.verified, "COMPLETED")))
    .orderBy(locations.locationName, locations.id);
  const since = kind === "QANDA" ? (periodStart(period, now)?.toISOString() ?? null) : undefined;
  const range = kind === "METRICS" ? metricsRange(period, now) : undefined;
  const jobKind = SYNC_JOB_KINDS[kind];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // The lock first: a caller hears about the running sync before anything else.
    const { jobId } = await enqueueJobItems(tx, queue, {
      tenantId,
      kind: jobKind,
      lockKey: jobKind,
      userId,
      // The store is named in the payload, not on the item: a read must not make its edits wait.
      items: stores.map((store) => ({
        locationId: null,
        payload: {
          locationId: store.id,
          googleId: store.googleId,
          account: store.account,
          name: store.name,
          ...(since !== undefined ? { since } : {}),
          ...(range ? { range } : {}),
        } satisfies StoreSyncPayload,
      })),
    });
    if (!(await hasLinkedMapsAccount(tx, { tenantId }))) throw new SyncUnavailableError();
    return jobId;
  });
}

const FAMILY: Record<Exclude<SyncKind, "REVIEWS">, MapsApiFamily> = {
  QANDA: "mybusinessqanda",
  METRICS: "businessprofileperformance",
  STORES: "mybusinessbusinessinformation",
};

// Incremental, like the initial import; every maps call takes its unit of the quota.
async function syncStoreMetrics(
  db: Db,
  tenantId: string,
  location: { id: string; googleId: string; account: string },
  client: MapsClient,
  period: DayRange,
): Promise<number> {
  const days = incrementalDays(await lastMetricDay(db, location.id), period);
  const currentMonth = monthStart(addDays(period.end, 1));
  const months = incrementalMonths(await lastKeywordMonth(db, location.id), period, currentMonth);
  return importLocationInsights(db, {
    tenantId,
    location,
    client,
    days,
    months,
    call: (fn) => quotaCall(db, FAMILY.METRICS, null, fn),
  });
}

function storeSyncItem(kind: Exclude<SyncKind, "REVIEWS">) {
  return async (item: JobItem, ctx: ItemContext): Promise<ItemOutcome> => {
    const payload = item.payload as StoreSyncPayload;
    const [store] = await ctx.db
      .select()
      .from(locations)
      .where(and(eq(locations.id, payload.locationId), eq(locations.tenantId, ctx.tenantId)));
    // Removed since the sync started: nothing to read.
    if (!store) return { ok: true, result: { count: 0 } };
    let client;
    try {
      client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
    } catch (error) {
      if (error instanceof MapsNotLinkedError) return { ok: false, error: "MAPS_NOT_LINKED" };
      throw error;
    }
    const location = { id: store.id, googleId: store.googleId, account: store.account };
    try {
      if (kind === "METRICS") {
        const count = await syncStoreMetrics(
          ctx.db,
          ctx.tenantId,
          location,
          client,
          payload.range!,
        );
        return { ok: true, result: { count } };
      }
      const count = await quotaCall(ctx.db, FAMILY[kind], null, async () => {
        if (kind === "QANDA") {
          const since = payload.since ? new Date(payload.since) : null;
          return importLocationQuestions(ctx.db, {
            tenantId: ctx.tenantId,
            location,
            client,
            since,
          });
        }
        await refreshDetails(ctx.db, client, store);
        return 1;
      });
      return { ok: true, result: { count } };
    } catch (error) {
      if (error instanceof MapsApiError && !error.retryable)
        return {
          ok: false,
          error: error.googleStatus || String(error.status),
          detail: error.message,
        };
      throw error;
    }
  };
}

export const syncQuestionsItem = storeSyncItem("QANDA");
export const syncMetricsItem = storeSyncItem("METRICS");
export const syncStoreItem = storeSyncItem("STORES");

export const canSync = (db: Db, tenantId: string) => hasLinkedMapsAccount(db, { tenantId });
