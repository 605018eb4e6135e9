import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { SIMULATOR_PATH } from "@/lib/maps/config";
import { MAPS_QUOTAS, quotaWindows } from "@/lib/maps/quotas";
import { SimApiError } from "./http";
import { simQuotaUsage } from "./schema";

// The maps service's rate limits (lib/maps/quotas.ts), counted in the database so every process
// serving the simulator shares them: requests per minute per API family per project (OAuth
// client), edits per minute per location (Google's "edits per minute per profile", which cannot
// be raised) and location updates per day per project.

/**
 * The families whose requests are metered. The read-heavy families (v4 reviews, Q&A, performance)
 * are not yet. The review sync would cope (it takes its calls through the product's shared quota,
 * so it never goes past 300 a minute), but the one-shot imports would not: the demo seed's
 * importTenantReviews reads one page per store for acme's 250 and globex's 120 stores (370 calls
 * in a few seconds), as does a lead's setupInitialReviews, and neither paces nor retries a 429.
 * Metering v4 reviews waits for those imports to go through quotaCall as well.
 */
const METERED_FAMILIES: ReadonlySet<string> = new Set([
  "mybusinessbusinessinformation",
  "mybusinessplaceactions",
]);

type Env = Record<string, string | undefined>;

/**
 * The simulator's minute and day. MAPS_SIM_QUOTA_WINDOW_MS shortens its minute (the day in
 * proportion) for tests and benchmarks; unset, it follows the product's MAPS_QUOTA_WINDOW_MS, so
 * one switch shortens both sides alike.
 */
export function simQuotaWindows(env: Env = process.env) {
  return quotaWindows({
    MAPS_QUOTA_WINDOW_MS: env.MAPS_SIM_QUOTA_WINDOW_MS || env.MAPS_QUOTA_WINDOW_MS,
  });
}

/** The API family a simulator URL reaches ("mybusinessbusinessinformation"), or "". */
export function familyOf(request: Request): string {
  const { pathname } = new URL(request.url);
  const at = pathname.indexOf(`${SIMULATOR_PATH}/`);
  return at < 0 ? "" : (pathname.slice(at + SIMULATOR_PATH.length + 1).split("/")[0] ?? "");
}

function exhausted(input: {
  metric: string;
  limit: string;
  service: string;
  consumer: string;
  retryMs: number;
}): SimApiError {
  return new SimApiError(
    "RESOURCE_EXHAUSTED",
    `Quota exceeded for quota metric '${input.metric}' and limit '${input.limit}' of service '${input.service}' for consumer '${input.consumer}'.`,
    [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "RATE_LIMIT_EXCEEDED",
        domain: "googleapis.com",
        metadata: {
          service: input.service,
          quota_metric: input.metric,
          quota_limit: input.limit,
          consumer: input.consumer,
        },
      },
      {
        "@type": "type.googleapis.com/google.rpc.RetryInfo",
        retryDelay: `${(Math.max(input.retryMs, 1) / 1000).toFixed(3)}s`,
      },
    ],
  );
}

/**
 * Counts one call in `bucket`; a bucket's window opens with its first call and lasts the window
 * length. Answers how many calls the window has seen and when it closes.
 */
async function count(
  db: Db,
  bucket: string,
  windowMs: number,
): Promise<{ used: number; retryMs: number }> {
  const now = new Date();
  const nowIso = now.toISOString();
  const expired = new Date(now.getTime() - windowMs).toISOString();
  const stale = sql`${simQuotaUsage.windowStart} <= ${expired}::timestamptz`;
  const [row] = await db
    .insert(simQuotaUsage)
    .values({ bucket, windowStart: now, used: 1 })
    .onConflictDoUpdate({
      target: simQuotaUsage.bucket,
      set: {
        windowStart: sql`case when ${stale} then ${nowIso}::timestamptz else ${simQuotaUsage.windowStart} end`,
        used: sql`case when ${stale} then 1 else ${simQuotaUsage.used} + 1 end`,
      },
    })
    .returning({ used: simQuotaUsage.used, windowStart: simQuotaUsage.windowStart });
  const opened = new Date(row!.windowStart).getTime();
  return { used: row!.used, retryMs: opened + windowMs - now.getTime() };
}

/** One request of `clientId` to the family `request` reaches; 429 past the project's quota. */
export async function chargeRequest(db: Db, request: Request, clientId: string): Promise<void> {
  const family = familyOf(request);
  if (!METERED_FAMILIES.has(family)) return;
  const minute = simQuotaWindows().minuteMs;
  const { used, retryMs } = await count(db, `requests:${family}:${clientId}`, minute);
  if (used > MAPS_QUOTAS.requestsPerMinute) {
    throw exhausted({
      metric: `${family}.googleapis.com/default_requests`,
      limit: "DefaultRequestsPerMinutePerProject",
      service: `${family}.googleapis.com`,
      consumer: `projects/${clientId}`,
      retryMs,
    });
  }
}

/**
 * One edit of a location by `clientId`'s project; 429 past the location's edits per minute or,
 * for Business Information, past the project's location updates per day. Validate-only calls are
 * not edits.
 */
export async function chargeEdit(
  db: Db,
  { clientId, locationId, family }: { clientId: string; locationId: string; family: string },
): Promise<void> {
  const { minuteMs, dayMs } = simQuotaWindows();
  const edits = await count(db, `edits:${locationId}`, minuteMs);
  if (edits.used > MAPS_QUOTAS.editsPerMinute) {
    throw exhausted({
      metric: `${family}.googleapis.com/location_edits`,
      limit: "EditsPerMinutePerLocation",
      service: `${family}.googleapis.com`,
      consumer: `locations/${locationId}`,
      retryMs: edits.retryMs,
    });
  }
  if (family !== "mybusinessbusinessinformation") return;
  const updates = await count(db, `updates:${family}:${clientId}`, dayMs);
  if (updates.used > MAPS_QUOTAS.updatesPerDay) {
    throw exhausted({
      metric: `${family}.googleapis.com/location_updates`,
      limit: "LocationUpdatesPerDayPerProject",
      service: `${family}.googleapis.com`,
      consumer: `projects/${clientId}`,
      retryMs: updates.retryMs,
    });
  }
}
