// What the job benchmarks share (`bench:stores`' bulk edit, `bench:import`): a seeded database with
// a maps account of N linked stores, waiting for a job, and its failures by reason. Import it with
// `await import` once the script has set its environment (the quota window, server modules).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { openDatabase, setDbForTests, type Handle as DbHandle } from "../lib/db/client";
import { jobItems, jobs } from "../lib/db/schema";
import { MAPS_QUOTAS } from "../lib/maps/quotas";
import { seedMapsSimulator } from "../lib/maps-simulator/seed";
import { seedLinkedActivity } from "../lib/seed/activity";
import { seedDatabase } from "../lib/seed/seed";

/** A fresh database in a temporary folder, seeded with `stores` stores linked to the simulator. */
export async function openSeededBench(
  name: string,
  stores: number,
): Promise<{ handle: DbHandle; dir: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), `storeplus-bench-${name}-`));
  const handle = await openDatabase(path.join(dir, "db"));
  await handle.migrate();
  setDbForTests(handle);
  await seedDatabase(handle.db, { stores });
  await seedMapsSimulator(handle.db, { bigAccountLocations: stores });
  await seedLinkedActivity(handle.db);
  return {
    handle,
    dir,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The job once it is done, polled every 100 ms. */
export async function waitForJob(handle: DbHandle, jobId: string) {
  for (;;) {
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
    if (job?.status === "DONE") return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The quotas allow a window's worth of calls at once, then a window's more each window: the last
 * calls start after (ceil(calls / per-window) - 1) windows. The best time, in seconds.
 */
export function quotaBoundSeconds(calls: number, windowMs: number): number {
  return ((Math.ceil(calls / MAPS_QUOTAS.requestsPerMinute) - 1) * windowMs) / 1000;
}

/** The job's failed items, counted by error and detail (store ids left out). */
export async function printFailures(handle: DbHandle, jobId: string): Promise<void> {
  const failures = await handle.db
    .select({ error: jobItems.error, detail: jobItems.errorDetail })
    .from(jobItems)
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, "FAILED")));
  const reasons = new Map<string, number>();
  for (const f of failures) {
    const key = `${f.error}: ${f.detail?.replace(/locations\/\d+/g, "locations/…")}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  for (const [reason, n] of reasons) console.log(`  failed ${n}× ${reason}`);
}
