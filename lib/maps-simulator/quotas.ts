import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { SIMULATOR_PATH } from "@/lib/maps/config";
import { mapsProjects } from "@/lib/maps/projects";
import { MAPS_QUOTAS, quotaWindows } from "@/lib/maps/quotas";
import { SimApiError } from "./http";
import { simQuotaUsage } from "./schema";

// Counted in the database so every process serving the simulator shares them; edits per minute per
// location cannot be raised, as at Google.

// The read-heavy families are not metered yet: the one-shot imports (the demo seed's 370 review
// pages in seconds, a lead's setupInitialReviews) neither pace nor retry a 429. Metering v4
// reviews waits for them to go through quotaCall.
const METERED_FAMILIES: ReadonlySet<string> = new Set([
  "mybusinessbusinessinformation",
  "mybusinessplaceactions",
]);

type Env = Record<string, string | undefined>;

// Unset, it follows the product's MAPS_QUOTA_WINDOW_MS, so one switch shortens both sides alike.
export function simQuotaWindows(env: Env = process.env) {
  return quotaWindows({
    MAPS_QUOTA_WINDOW_MS: env.MAPS_SIM_QUOTA_WINDOW_MS || env.MAPS_QUOTA_WINDOW_MS,
  });
}

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

// A bucket's window opens with its first call.
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

/** A client's project's quotas: each configured project has its own, as at Google. */
function projectQuotas(clientId: string): { requestsPerMinute: number; updatesPerDay: number } {
  return mapsProjects().find((project) => project.clientId === clientId) ?? MAPS_QUOTAS;
}

export async function chargeRequest(db: Db, request: Request, clientId: string): Promise<void> {
  const family = familyOf(request);
  if (!METERED_FAMILIES.has(family)) return;
  const minute = simQuotaWindows().minuteMs;
  const { used, retryMs } = await count(db, `requests:${family}:${clientId}`, minute);
  if (used > projectQuotas(clientId).requestsPerMinute) {
    throw exhausted({
      metric: `${family}.googleapis.com/default_requests`,
      limit: "DefaultRequestsPerMinutePerProject",
      service: `${family}.googleapis.com`,
      consumer: `projects/${clientId}`,
      retryMs,
    });
  }
}

// Validate-only calls are not edits.
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
  if (updates.used > projectQuotas(clientId).updatesPerDay) {
    throw exhausted({
      metric: `${family}.googleapis.com/location_updates`,
      limit: "LocationUpdatesPerDayPerProject",
      service: `${family}.googleapis.com`,
      consumer: `projects/${clientId}`,
      retryMs: updates.retryMs,
    });
  }
}
