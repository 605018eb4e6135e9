import { AsyncLocalStorage } from "node:async_hooks";
import type { Lane } from "./lanes";

/**
 * Whose work a maps call is: the tenant it is counted for, the lane it waits in, and the tenant's
 * maps project (its stored id, read with the job's row so a call needs no query of its own);
 * `backlog` is how many items of the same job are ahead of the one calling (a refused item asks
 * again about when they could have been served, instead of all of them at once).
 */
export type QuotaScope = {
  tenantId: string | null;
  lane: Lane;
  project?: string | null;
  backlog?: number;
};

const storage = new AsyncLocalStorage<QuotaScope>();

/** Runs a job item's handler so every maps call it makes is counted for its tenant and lane. */
export function runInQuotaScope<T>(scope: QuotaScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

/**
 * The scope of the call being made. A call outside any job item (a page reading the service
 * while a user waits) counts as interactive for no tenant, on the first project: it is never
 * held back by fair share.
 */
export function currentQuotaScope(): QuotaScope {
  return storage.getStore() ?? { tenantId: null, lane: "interactive" };
}
