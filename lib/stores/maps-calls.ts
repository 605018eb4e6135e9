import "server-only";
import type { Db } from "@/lib/db/client";
import { acquireQuotas, type QuotaClaim } from "@/lib/jobs/quota";
import { QuotaWaitError, RetryableError } from "@/lib/jobs/outcomes";
import { getMapsConfig, type MapsApiFamily } from "@/lib/maps/config";
import { MapsApiError } from "@/lib/maps/errors";
import { MAPS_QUOTAS, quotaWindows } from "@/lib/maps/quotas";

// Every maps call a job item makes goes through here: it takes its units of the shared quotas
// first (or waits for them), and sorts a refusal into retry-later or refused-for-good.

function claimsFor(family: MapsApiFamily, locationName: string | null): QuotaClaim[] {
  const { minuteMs, dayMs } = quotaWindows();
  const project = getMapsConfig().clientId || "default";
  const claims: QuotaClaim[] = [
    {
      key: `api:${project}:${family}`,
      limit: MAPS_QUOTAS.requestsPerMinute,
      windowMs: minuteMs,
      sliding: true,
    },
  ];
  if (locationName) {
    claims.push(
      {
        key: `edit:${locationName}`,
        limit: MAPS_QUOTAS.editsPerMinute,
        windowMs: minuteMs,
        sliding: true,
      },
      { key: `day:${project}`, limit: MAPS_QUOTAS.updatesPerDay, windowMs: dayMs },
    );
  }
  return claims;
}

/** Reads pass a null `locationName` and take only the API's unit. 429 and 5xx become
 * RetryableError; other refusals are rethrown for the item's outcome. */
export async function quotaCall<T>(
  db: Db,
  family: MapsApiFamily,
  locationName: string | null,
  call: () => Promise<T>,
): Promise<T> {
  const retryAt = await acquireQuotas(db, claimsFor(family, locationName));
  if (retryAt) throw new QuotaWaitError(retryAt);
  try {
    return await call();
  } catch (error) {
    if (error instanceof MapsApiError && (error.status === 429 || error.status >= 500))
      throw new RetryableError(error.googleStatus || String(error.status), error.message);
    if (error instanceof TypeError) throw new RetryableError("UNAVAILABLE", error.message);
    throw error;
  }
}
