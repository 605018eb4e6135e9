// `npm run bench:scale` (after `npm run build`): the job engine beyond one process. One throwaway
// PostgreSQL cluster; two production servers (`next start`, JOBS_WORKER=off) that take the
// requests and serve the maps simulator over HTTP; two `npm run worker` processes, each calling
// the simulator through one of the servers. A 1,000-store bulk edit (through server A's GraphQL)
// and a 10,000-store review sync (through server B's) run at once; one worker is killed with
// SIGKILL mid-run. Prints the throughput as a ratio of what the shared quotas allow, the edits
// lost and applied twice by the simulator's own record, and how long the killed worker's items
// waited before the other worker took them.
import { readFileSync } from "node:fs";
import { printRows } from "./bench-kit";
import { enableServerModules } from "../lib/db/script-runtime";
import {
  startBench,
  startChild,
  stopChild,
  waitForHttp,
  waitForLog,
} from "./bench-scale-processes";
import {
  editsCheck,
  fetchedBy,
  installRecorders,
  quotaUse,
  retakeWaits,
  workingOn,
} from "./bench-scale-record";

const STORES = Number(process.env.BENCH_STORES ?? 10_000);
const EDITS = Number(process.env.BENCH_EDITS ?? 1_000);
const WINDOW_MS = Number(process.env.BENCH_QUOTA_WINDOW_MS ?? 30_000);
/** A dead worker's items come back after the lease (and the queue's next maintenance). */
const LEASE_S = Number(process.env.BENCH_LEASE_SECONDS ?? 20);
/** Every store's review count scaled down, so the 10,000-store sync takes minutes. */
const REVIEW_SCALE = Number(process.env.BENCH_REVIEW_SCALE ?? 0.15);
const [PG_PORT, PORT_A, PORT_B] = [3209, 3203, 3204];
/** Past this the figures are printed as they stand, the unfinished job's time as this long. */
const RUN_TIMEOUT_MS = Number(process.env.BENCH_RUN_TIMEOUT_MS ?? 6 * 60_000);
const WEBSITE = "https://scale.example/";
const TARGET = 0.9;

const { say, dir, cluster, children, finish } = startBench("bench:scale", PG_PORT);

const shared = {
  MAPS_SERVICE: "simulator",
  MAPS_QUOTA_WINDOW_MS: String(WINDOW_MS),
  MAPS_SIM_REVIEW_SCALE: String(REVIEW_SCALE),
  MAPS_SIM_REVIEW_ARRIVALS: "off",
  JOBS_LEASE_SECONDS: String(LEASE_S),
  SCHEDULED_JOBS: "off",
  AUTH_SECRET: "bench-scale-secret-that-is-at-least-32-characters",
};
const origin = (port: number) => `http://127.0.0.1:${port}`;
// Production, as the servers run: the session token's key depends on it.
Object.assign(process.env, shared, {
  NODE_ENV: "production",
  DATABASE_URL: cluster.url("bench"),
  APP_URL: origin(PORT_A),
});

enableServerModules();
const { openDatabase, setDbForTests } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/seed/seed");
const { seedLinkedActivity } = await import("../lib/seed/activity");
const { tenantId } = await import("../lib/seed/tenants");
const { seedMapsSimulator } = await import("../lib/maps-simulator/seed");
const { startQueue, maintenanceSeconds } = await import("../lib/jobs/queue");
const { issueAccessToken } = await import("../lib/auth/token");
const { claimsFor, loadAuthUser } = await import("../lib/auth/user-access");
const { MAPS_QUOTAS } = await import("../lib/maps/quotas");
const { jobItems, jobs, locations, reviews, users } = await import("../lib/db/schema");
const { and, asc, count, eq } = await import("drizzle-orm");

const handle = await openDatabase(process.env.DATABASE_URL!);
let failed = true;
try {
  await handle.migrate();
  setDbForTests(handle);
  await seedDatabase(handle.db, { stores: STORES });
  await seedMapsSimulator(handle.db, { bigAccountLocations: STORES });
  await seedLinkedActivity(handle.db);
  // The queue's tables, so the recorders can watch them before any process starts.
  const queue = await startQueue(handle.executeSql!);
  await queue.stop({ graceful: false, wait: true });
  await installRecorders(handle.db);
  say(`seeded ${STORES} stores and the simulator (reviews per store × ${REVIEW_SCALE})`);
  const db = handle.db;

  const server = (name: string, port: number) =>
    startChild(
      name,
      dir,
      "node_modules/.bin/next",
      ["start", "-H", "127.0.0.1", "-p", String(port)],
      {
        ...shared,
        NODE_ENV: "production",
        DATABASE_URL: cluster.url(name),
        JOBS_WORKER: "off",
        APP_URL: origin(port),
        AUTH_URL: origin(port),
      },
    );
  // What `npm run worker` runs, as one process (no npm or tsx parent), so SIGKILL kills the worker.
  const worker = (name: string, port: number) =>
    startChild(name, dir, process.execPath, ["--import", "tsx", "lib/worker/cli.ts"], {
      ...shared,
      NODE_ENV: "production",
      DATABASE_URL: cluster.url(name),
      APP_URL: origin(port),
    });
  const [serverA, serverB] = [server("server-a", PORT_A), server("server-b", PORT_B)];
  children.push(serverA, serverB);
  await waitForHttp(serverA, `${origin(PORT_A)}/login`, 60_000);
  await waitForHttp(serverB, `${origin(PORT_B)}/login`, 60_000);
  // One after the other: two started at the same moment can deadlock creating the queue's
  // scheduled-job queues in pg-boss, and one exits.
  const worker1 = worker("worker-1", PORT_A);
  children.push(worker1);
  await waitForLog(worker1, "Job worker started.", 60_000);
  const worker2 = worker("worker-2", PORT_B);
  children.push(worker2);
  await waitForLog(worker2, "Job worker started.", 60_000);
  say("two servers and two workers started");

  const admin = await loadAuthUser(db, eq(users.username, "admin"));
  const token = await issueAccessToken(claimsFor(admin!));
  const graphql = async (port: number, query: string, variables = {}) => {
    const response = await fetch(`${origin(port)}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, { id?: string; jobId?: string }>;
      errors?: unknown;
    };
    if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const acme = tenantId("acme");
  const picked = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.tenantId, acme))
    .orderBy(asc(locations.id))
    .limit(EDITS);

  const started = Date.now();
  const [edit, sync] = await Promise.all([
    graphql(
      PORT_A,
      `
        mutation ($ids: [ID!], $patch: LocationPatchInput!) {
          bulkUpdateLocations(ids: $ids, patch: $patch) {
            id
          }
        }
      `,
      { ids: picked.map((s) => s.id), patch: { websiteUri: WEBSITE } },
    ),
    graphql(
      PORT_B,
      `
        mutation {
          syncReviews {
            jobId
          }
        }
      `,
    ),
  ]);
  const editJob = edit.bulkUpdateLocations!.id!;
  const syncJob = sync.syncReviews!.jobId!;
  say("bulk edit started through server A, review sync through server B");

  let killedAt: Date | null = null;
  // What the killed worker had in hand: items it was working on (RUNNING, claimed by it), and
  // items whose delivery it had fetched but not started.
  let working: string[] = [];
  let fetched: string[] = [];
  let shown = 0;
  for (;;) {
    const [e] = await db.select().from(jobs).where(eq(jobs.id, editJob));
    const [s] = await db.select().from(jobs).where(eq(jobs.id, syncJob));
    const editEnded = e!.done + e!.failed;
    if (!killedAt && (editEnded >= 0.4 * e!.total || e!.status === "DONE")) {
      if ((await workingOn(db, "worker-1")).length > 0 || e!.status === "DONE") {
        stopChild(worker1, "SIGKILL");
        killedAt = new Date();
        await new Promise((resolve) => setTimeout(resolve, 300));
        // Read a moment after the kill: a statement it had sent just before may still commit.
        working = await workingOn(db, "worker-1");
        fetched = (await fetchedBy(db, "worker-1", killedAt)).filter((id) => !working.includes(id));
        say(
          `worker-1 killed (SIGKILL) working on ${working.length} items, ` +
            `${fetched.length} more fetched`,
        );
      }
    }
    if (e!.status === "DONE" && s!.status === "DONE" && s!.result) break;
    if (Date.now() - shown > 15_000) {
      shown = Date.now();
      say(`edit ${editEnded}/${e!.total}, sync ${s!.done + s!.failed}/${s!.total}`);
    }
    if (Date.now() - started > RUN_TIMEOUT_MS) {
      say(`the jobs did not end within ${RUN_TIMEOUT_MS / 1000} s: the figures as they stand`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const [e] = await db.select().from(jobs).where(eq(jobs.id, editJob));
  const [s] = await db.select().from(jobs).where(eq(jobs.id, syncJob));
  const seconds = (job: typeof e) => ((job!.finishedAt?.getTime() ?? Date.now()) - started) / 1000;
  const perWindow = MAPS_QUOTAS.requestsPerMinute;
  // The quota lets a window's worth through at once, then a window's worth per window: the last
  // unit can be taken (ceil(units / per-window) - 1) windows after the first.
  const best = (units: number) => ((Math.ceil(units / perWindow) - 1) * WINDOW_MS) / 1000;
  const editUse = await quotaUse(db, "mybusinessbusinessinformation");
  const syncUse = await quotaUse(db, "mybusiness");
  const editRatio = best(editUse.units) / seconds(e);
  const syncRatio = best(syncUse.units) / seconds(s);
  const check = await editsCheck(db, editJob, WEBSITE);
  const retaken = async (ids: string[]) => {
    const waits = await retakeWaits(db, ids, killedAt!, "worker-1");
    const taken = waits.filter((w): w is number => w !== null).sort((a, b) => a - b);
    return { taken, notAgain: waits.length - taken.length };
  };
  const workingWaits = await retakeWaits(db, working, killedAt!, "worker-1");
  const taken = workingWaits.filter((w): w is number => w !== null).sort((a, b) => a - b);
  const fetchedWaits = await retaken(fetched);
  const heldLeft = await db
    .select({ n: count() })
    .from(jobItems)
    .where(and(eq(jobItems.status, "RUNNING")));
  const [stored] = await db.select({ n: count() }).from(reviews).where(eq(reviews.tenantId, acme));
  const failures = await db
    .select({ kind: jobs.kind, error: jobItems.error, n: count() })
    .from(jobItems)
    .innerJoin(jobs, eq(jobs.id, jobItems.jobId))
    .where(eq(jobItems.status, "FAILED"))
    .groupBy(jobs.kind, jobItems.error);
  const deadlocks = readFileSync(cluster.log, "utf8").split("deadlock detected").length - 1;
  const fmt = (x: number | undefined) => (x === undefined ? "-" : `${x.toFixed(1)} s`);

  console.log(
    `\nBulk edit of ${EDITS} stores and review sync of ${STORES} stores at once on PostgreSQL: ` +
      `2 servers, 2 workers (one killed), quota window ${WINDOW_MS} ms (${perWindow} calls per ` +
      `window per API), reviews per store scaled × ${REVIEW_SCALE}, item lease ${LEASE_S} s, ` +
      `queue maintenance every ${maintenanceSeconds()} s`,
  );
  printRows(
    ["measure", "bulk edit", "review sync"],
    [
      ["job items", String(e!.total), `${s!.total} (batches of <= 50 stores)`],
      ["items done / failed", `${e!.done} / ${e!.failed}`, `${s!.done} / ${s!.failed}`],
      ["maps calls (quota units taken)", String(editUse.units), String(syncUse.units)],
      ["time from start to the job's end", fmt(seconds(e)), fmt(seconds(s))],
      ["quota-bound minimum time", fmt(best(editUse.units)), fmt(best(syncUse.units))],
      [`throughput ratio (target >= ${TARGET})`, editRatio.toFixed(2), syncRatio.toFixed(2)],
      ["reviews stored", "", String(stored!.n)],
    ],
  );
  printRows(
    ["check (simulator's record)", "value", "target"],
    [
      ["edits lost (item DONE, store never took it)", String(check.lost), "0"],
      ["edits applied twice to a store", String(check.doubled), "0"],
      ["stores the simulator changed", String(check.applied), String(e!.done)],
      ["items never ended / left RUNNING", `${check.unfinished} / ${heldLeft[0]!.n}`, "0 / 0"],
      ["items the killed worker was working on", String(working.length), "> 0"],
      ["  taken by the other worker after the kill: min", fmt(taken[0]), ""],
      ["  median", fmt(taken[Math.floor(taken.length / 2)]), ""],
      ["  max", fmt(taken.at(-1)), `<= ${LEASE_S + maintenanceSeconds() + 4} s`],
      ["  never taken again", String(working.length - taken.length), "0"],
      ["deliveries it had fetched, not started", String(fetched.length), ""],
      ["  taken by the other worker after the kill: max", fmt(fetchedWaits.taken.at(-1)), ""],
      ["  never taken again (item ended by another delivery)", String(fetchedWaits.notAgain), ""],
    ],
  );
  for (const f of failures) console.log(`failed items: ${f.kind} ${f.error} × ${f.n}`);
  console.log(`deadlocks PostgreSQL reported: ${deadlocks}`);
  const ok =
    Math.min(editRatio, syncRatio) >= TARGET &&
    check.lost === 0 &&
    check.doubled === 0 &&
    check.unfinished === 0 &&
    heldLeft[0]!.n === 0 &&
    working.length > 0 &&
    taken.length === working.length;
  console.log(ok ? "\nbench:scale: all targets met" : "\nbench:scale: a target was missed");
  if (!ok) process.exitCode = 1;
  failed = false;
} finally {
  setDbForTests(undefined);
  await handle.close();
  await finish(failed);
}
