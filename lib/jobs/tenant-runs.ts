import "server-only";
import { JobRunningError } from "./service";

/**
 * A scheduled run's jobs, one per tenant: a tenant whose job of the kind still runs is skipped, and
 * one that fails to start is logged without stopping the others. Answers how many started.
 */
export async function startForTenants(
  tenantIds: readonly string[],
  start: (tenantId: string) => Promise<unknown>,
  what: string,
): Promise<number> {
  let started = 0;
  for (const tenantId of tenantIds) {
    try {
      await start(tenantId);
      started++;
    } catch (error) {
      if (error instanceof JobRunningError) continue;
      console.error(`scheduled ${what} failed for a tenant:`, (error as Error).name);
    }
  }
  return started;
}
