import "server-only";
import type { Db } from "@/lib/db/client";
import { takeQuotas, type QuotaClaim } from "@/lib/jobs/quota";
import { currentQuotaScope } from "@/lib/jobs/quota-scope";
import { QuotaWaitError, RetryableError } from "@/lib/jobs/outcomes";
import type { MapsApiFamily } from "@/lib/maps/api-families";
import { MapsApiError } from "@/lib/maps/errors";
import { tenantMapsProject, type MapsProject } from "@/lib/maps/projects";
import { MAPS_QUOTAS, QUOTA_KEYS, quotaWindows } from "@/lib/maps/quotas";

// Every maps call a job item makes goes through here: it takes its units of the shared quotas
// first (or waits for them), and sorts a refusal into retry-later or refused-for-good.

/** The units a call takes of its tenant's project's quotas (and of its store's minute). */
function claimsFor(
  project: MapsProject,
  family: MapsApiFamily,
  locationName: string | null,
): QuotaClaim[] {
  const { minuteMs, dayMs } = quotaWindows();
  const claims: QuotaClaim[] = [
    {
      key: QUOTA_KEYS.api(project.id, family),
      limit: project.requestsPerMinute,
      windowMs: minuteMs,
      sliding: true,
      shared: true,
    },
  ];
  if (locationName) {
    claims.push(
      {
        key: QUOTA_KEYS.storeEdits(locationName),
        limit: MAPS_QUOTAS.editsPerMinute,
        windowMs: minuteMs,
        sliding: true,
      },
      {
        key: QUOTA_KEYS.day(project.id),
        limit: project.updatesPerDay,
        windowMs: dayMs,
        shared: true,
      },
    );
  }
  return claims;
}

/** Reads pass a null `locationName` and take only the API's unit. 429 and 5xx become
 * RetryableError; other refusals are rethrown for the item's outcome. The units are counted for
 * the tenant and lane of the job item running the call, on its tenant's maps project
 * (lib/jobs/quota-scope.ts). */
export async function quotaCall<T>(
  db: Db,
  family: MapsApiFamily,
  locationName: string | null,
  call: () => Promise<T>,
): Promise<T> {
  const scope = currentQuotaScope();
  const { project } = tenantMapsProject(scope.project);
  const refusal = await takeQuotas(db, claimsFor(project, family, locationName), scope);
  if (refusal) throw new QuotaWaitError(refusal.retryAt, refusal.reason);
  try {
    return await call();
  } catch (error) {
    if (error instanceof MapsApiError && (error.status === 429 || error.status >= 500))
      throw new RetryableError(error.googleStatus || String(error.status), error.message);
    if (error instanceof TypeError) throw new RetryableError("UNAVAILABLE", error.message);
    throw error;
  }
}
