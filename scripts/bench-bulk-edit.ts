// The bulk-edit half of `npm run bench:stores`: one job editing 1,000 stores against the maps
// simulator (in-process) with a shortened quota window. Prints the throughput achieved as a ratio
// of what the quotas allow at best, and how many edits were lost or applied twice.
// BENCH_LOST_ANSWERS=n loses the answer of the first PATCH to n stores after the service applied it
// (the connection dropped, or the worker died, after the call): their items are taken again, and
// must not edit the store twice.
import { enableServerModules } from "../lib/db/script-runtime";

enableServerModules();
const STORES = 1_000;
const WINDOW_MS = Number(process.env.BENCH_QUOTA_WINDOW_MS ?? 20_000);
const LOST_ANSWERS = Number(process.env.BENCH_LOST_ANSWERS ?? 0);
process.env.MAPS_QUOTA_WINDOW_MS = String(WINDOW_MS);
process.env.AUTH_SECRET ??= "bench-secret-that-is-at-least-32-characters";

const { openSeededBench, printFailures, quotaBoundSeconds, waitForJob } =
  await import("./bench-jobs");
const { tenantId } = await import("../lib/seed/tenants");
const { simulatorFetch } = await import("../lib/maps-simulator/in-process");
const { setMapsFetchForTests } = await import("../lib/auth/maps-access");
const { startQueue } = await import("../lib/jobs/queue");
const { startJobWorker } = await import("../lib/jobs/worker");
const { bulkUpdateStores } = await import("../lib/stores/service");
const { jobItems, locations, users } = await import("../lib/db/schema");
const { and, eq } = await import("drizzle-orm");
await import("../lib/stores/job-kinds");

const bench = await openSeededBench("bulk", STORES);
const { handle } = bench;
try {
  // Count the edits the simulator accepted, per store, to find lost and doubled ones.
  const accepted = new Map<string, number>();
  const calls = { get: 0, patch: 0, lost: 0 };
  setMapsFetchForTests(async (input, init) => {
    const response = await simulatorFetch(input, init);
    const url = new URL(input);
    if (url.pathname.includes("/locations/")) calls[init?.method === "PATCH" ? "patch" : "get"]++;
    if (init?.method === "PATCH" && response.ok && !url.searchParams.get("validateOnly")) {
      const store = url.pathname.split("/").pop()!;
      accepted.set(store, (accepted.get(store) ?? 0) + 1);
      if (calls.lost < LOST_ANSWERS && accepted.get(store) === 1) {
        calls.lost++;
        throw new TypeError("fetch failed: the answer was lost");
      }
    }
    return response;
  });

  const queue = await startQueue(handle.executeSql!);
  await startJobWorker(handle.db, queue, { batchSize: 50, concurrency: 2 });
  const acme = tenantId("acme");
  const [admin] = await handle.db.select().from(users).where(eq(users.username, "admin"));
  const stores = await handle.db
    .select({ id: locations.id, googleId: locations.googleId })
    .from(locations)
    .where(eq(locations.tenantId, acme));

  const started = performance.now();
  const jobId = await bulkUpdateStores(handle.db, queue, {
    tenantId: acme,
    userId: admin!.id,
    ids: stores.map((s) => s.id),
    patch: { websiteUri: "https://bulk.example/" },
  });
  const job = await waitForJob(handle, jobId);
  const seconds = (performance.now() - started) / 1000;
  const best = quotaBoundSeconds(stores.length, WINDOW_MS);
  // Lost: an edit the job counts as done that the service never accepted. Stores the service
  // refuses to edit (duplicates, permanently closed) end FAILED with its reason, not lost.
  const doneItems = await handle.db
    .select({ googleId: locations.googleId })
    .from(jobItems)
    .innerJoin(locations, eq(locations.id, jobItems.locationId))
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, "DONE")));
  const lost = doneItems.filter((s) => !accepted.has(s.googleId.replace("locations/", ""))).length;
  const doubled = [...accepted.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  console.log(`\nBulk edit of ${stores.length} stores, quota window ${WINDOW_MS} ms`);
  console.log(`  done ${job.done}, failed ${job.failed}, in ${seconds.toFixed(1)} s`);
  console.log(
    `  quota-bound best ${best.toFixed(1)} s: throughput ratio ${(best / seconds).toFixed(2)} (target >= 0.9)`,
  );
  console.log(`  edits lost ${lost}, doubled ${doubled} (target 0)`);
  console.log(
    `  maps calls: ${calls.patch} PATCH, ${calls.get} GET; answers lost after the service applied the edit: ${calls.lost}`,
  );
  await printFailures(handle, jobId);
  await queue.stop({ graceful: false, wait: true });
} finally {
  await bench.close();
}
