// `npm run bench:fairness` (after `npm run build`): two tenants on one maps project. One
// throwaway PostgreSQL cluster, one production server (`next start`, JOBS_WORKER=off) that takes
// the requests, a second one that serves the maps simulator over HTTP, and two `npm run worker`
// processes.
// Tenant A (acme) starts a first review sync of 10,000 stores and a bulk edit of 5,000; tenant B
// (globex) then sends 20 single edits, one a second, and afterwards starts a bulk edit and a review
// sync of its own, so both are busy in the same lanes. Prints B's single edits' wait, A's
// throughput as a ratio of what the quotas leave it, the split of each lane between A and B while
// both are busy, and the calls over any quota (the service's refusals and the store's own count).
import { printRows } from "./bench-kit";
import { fairnessCalls } from "./bench-fairness-calls";
import { enableServerModules } from "../lib/db/script-runtime";
import { startBench, startChild, waitForHttp, waitForLog } from "./bench-scale-processes";
import {
  busiestWindows,
  firstAsk,
  installRefusalRecorder,
  median,
  refusals,
  sumUnits,
  printInteractiveSteps,
  printTimeline,
  timeline,
  unitsBetween,
} from "./bench-fairness-figures";

const A_STORES = Number(process.env.BENCH_STORES ?? 10_000);
const A_EDITS = Number(process.env.BENCH_EDITS ?? 5_000);
const B_STORES = Number(process.env.BENCH_B_STORES ?? 1_500);
const B_SINGLE_EDITS = 20;
const WINDOW_MS = Number(process.env.BENCH_QUOTA_WINDOW_MS ?? 20_000);
const REVIEW_SCALE = Number(process.env.BENCH_REVIEW_SCALE ?? 0.15);
const [PG_PORT, PORT, MAPS_PORT] = [3219, 3213, 3214];
const RUN_TIMEOUT_MS = Number(process.env.BENCH_RUN_TIMEOUT_MS ?? 12 * 60_000);
const TARGETS = { medianWaitS: 2, maxWaitS: 10, ratio: 0.9, splitOff: 0.05 };
const EDITS_API = "mybusinessbusinessinformation";
const REVIEWS_API = "mybusiness";

const { clock, say, dir, cluster, children, finish } = startBench("bench:fairness", PG_PORT);

enableServerModules();
const { SIMULATOR_PATH } = await import("../lib/maps/config");
const origin = `http://127.0.0.1:${PORT}`;
// The maps service runs apart from the app, as Google's does: the simulator's work (reading and
// sorting a batch's reviews for every page) does not hold the app's requests back.
const maps = `http://127.0.0.1:${MAPS_PORT}${SIMULATOR_PATH}`;
const shared = {
  MAPS_API_BASE: maps,
  MAPS_OAUTH_TOKEN_URL: `${maps}/oauth/token`,
  MAPS_SERVICE: "simulator",
  MAPS_QUOTA_WINDOW_MS: String(WINDOW_MS),
  MAPS_SIM_REVIEW_SCALE: String(REVIEW_SCALE),
  MAPS_SIM_REVIEW_ARRIVALS: "off",
  SCHEDULED_JOBS: "off",
  AUTH_SECRET: "bench-fairness-secret-that-is-at-least-32-characters",
  NODE_ENV: "production",
  APP_URL: origin,
};
// Production, as the servers run: the session token's key depends on it.
Object.assign(process.env, shared, { DATABASE_URL: cluster.url("bench") });

const { openDatabase, setDbForTests } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/seed/seed");
const { seedLinkedActivity } = await import("../lib/seed/activity");
const { tenantId } = await import("../lib/seed/tenants");
const { seedMapsSimulator } = await import("../lib/maps-simulator/seed");
const { startQueue } = await import("../lib/jobs/queue");
const { issueAccessToken } = await import("../lib/auth/token");
const { claimsFor, loadAuthUser } = await import("../lib/auth/user-access");
const { MAPS_QUOTAS } = await import("../lib/maps/quotas");
const { QUOTA_POLICY, laneCeiling } = await import("../lib/jobs/quota-policy");
const { jobs, locations, users, workspaceLocations, workspaces } = await import("../lib/db/schema");
const { asc, eq, inArray } = await import("drizzle-orm");

const handle = await openDatabase(process.env.DATABASE_URL!);
let failed = true;
try {
  await handle.migrate();
  setDbForTests(handle);
  await seedDatabase(handle.db, { stores: A_STORES, globexStores: B_STORES });
  await seedMapsSimulator(handle.db, {
    bigAccountLocations: A_STORES,
    accountLocations: { "1002": B_STORES },
  });
  await seedLinkedActivity(handle.db);
  const queue = await startQueue(handle.executeSql!);
  await queue.stop({ graceful: false, wait: true });
  await installRefusalRecorder(handle.db);
  say(`seeded ${A_STORES} stores of A and ${B_STORES} of B (reviews per store × ${REVIEW_SCALE})`);
  const db = handle.db;

  const start = (name: string, port: number, url: string) => {
    const child = startChild(
      name,
      dir,
      "node_modules/.bin/next",
      ["start", "-H", "127.0.0.1", "-p", String(port)],
      { ...shared, DATABASE_URL: cluster.url(name), JOBS_WORKER: "off", AUTH_URL: url },
    );
    children.push(child);
    return waitForHttp(child, `${url}/login`, 60_000);
  };
  await start("maps", MAPS_PORT, `http://127.0.0.1:${MAPS_PORT}`);
  await start("server", PORT, origin);
  // One after the other: two started at the same moment can deadlock creating pg-boss's queues.
  for (const name of ["worker-1", "worker-2"]) {
    const worker = startChild(
      name,
      dir,
      process.execPath,
      ["--import", "tsx", "lib/worker/cli.ts"],
      {
        ...shared,
        DATABASE_URL: cluster.url(name),
      },
    );
    children.push(worker);
    await waitForLog(worker, "Job worker started.", 60_000);
  }
  say("the maps service, one server and two workers started");

  const tokenOf = async (username: string) =>
    issueAccessToken(claimsFor((await loadAuthUser(db, eq(users.username, username)))!));
  const [tokenA, tokenB] = [await tokenOf("admin"), await tokenOf("globexadmin")];
  const { bulkEdit, syncReviews, editWebsite } = fairnessCalls(origin);
  const storesOf = (tenant: string, limit: number) =>
    db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.tenantId, tenant))
      .orderBy(asc(locations.id))
      .limit(limit)
      .then((rows) => rows.map((row) => row.id));
  // A bulk edit of many stores names them by a workspace: 5,000 ids would pass the request's size
  // limit, as they would from the stores page (which sends its selection as a filter).
  const workspaceOf = async (tenant: string, ids: string[]) => {
    const [row] = await db
      .insert(workspaces)
      .values({ tenantId: tenant, name: `Bench ${ids.length}`, description: "" })
      .returning({ id: workspaces.id });
    for (let i = 0; i < ids.length; i += 1_000)
      await db.insert(workspaceLocations).values(
        ids.slice(i, i + 1_000).map((locationId) => ({
          workspaceId: row!.id,
          locationId,
          tenantId: tenant,
        })),
      );
    return row!.id;
  };
  const [A, B] = [tenantId("acme"), tenantId("globex")];
  const jobRow = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  const ended = (job: { finishedAt: Date | null }) => job.finishedAt !== null;
  const waitFor = async (test: () => Promise<boolean>, what: string) => {
    for (let shown = Date.now(); !(await test());) {
      if (performance.now() - clock > RUN_TIMEOUT_MS) throw new Error(`timed out: ${what}`);
      if (Date.now() - shown > 15_000) {
        shown = Date.now();
        const open = await db
          .select()
          .from(jobs)
          .where(inArray(jobs.status, ["RUNNING"]));
        say(`waiting for ${what}: ${open.map((j) => `${j.kind} ${j.done + j.failed}/${j.total}`)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  // Tenant A: a first review sync of all its stores and a bulk edit of half of them.
  const aHalf = await workspaceOf(A, await storesOf(A, A_EDITS));
  const bStores = await storesOf(B, B_STORES);
  const bRest = await workspaceOf(B, bStores.slice(B_SINGLE_EDITS));
  const started = new Date();
  const [aSync, aEdit] = await Promise.all([
    syncReviews(tokenA),
    bulkEdit(tokenA, aHalf, "https://a.example/"),
  ]);
  say(`A started a review sync of ${A_STORES} stores and a bulk edit of ${A_EDITS}`);
  await new Promise((resolve) => setTimeout(resolve, 2 * WINDOW_MS));

  // Tenant B: single edits, one a second, each timed from the request to the service's answer.
  const waits: number[] = [];
  const edits: { jobId: string; sent: number }[] = [];
  /** Of each wait, the part until the server answered the request (the job queued). */
  const answers: number[] = [];
  const singles: Promise<void>[] = [];
  for (let i = 0; i < B_SINGLE_EDITS; i++) {
    const sent = Date.now();
    singles.push(
      editWebsite(tokenB, bStores[i]!, `https://b.example/${i}`).then(async (id) => {
        answers.push((Date.now() - sent) / 1000);
        edits.push({ jobId: id, sent });
        await waitFor(async () => ended(await jobRow(id)), `B's edit ${i}`);
        waits.push(((await jobRow(id)).finishedAt!.getTime() - sent) / 1000);
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await Promise.all(singles);
  say(`B's ${B_SINGLE_EDITS} single edits answered`);

  // Tenant B busy too: a bulk edit of its stores and a first review sync of its own.
  const bBusyFrom = new Date();
  const [bSync, bEdit] = await Promise.all([
    syncReviews(tokenB),
    bulkEdit(tokenB, bRest, "https://b.example/bulk"),
  ]);
  say(`B started a bulk edit of ${bStores.length - B_SINGLE_EDITS} stores and a review sync`);
  const all = [aSync, aEdit, bSync, bEdit];
  await waitFor(async () => (await Promise.all(all.map(jobRow))).every(ended), "every job");
  const [aSyncJob, aEditJob, bSyncJob, bEditJob] = await Promise.all(all.map(jobRow));
  say("every job ended");

  const limit = MAPS_QUOTAS.requestsPerMinute;
  const ceiling = (lane: "bulk" | "background") => laneCeiling(lane, limit, QUOTA_POLICY);
  const endOf = (job: typeof aSyncJob) => job.finishedAt!;
  // A's throughput: the least time its units could have taken in the windows its lane leaves it
  // after B's units of the same API, against the time they took.
  const ratioOf = (job: typeof aSyncJob, lane: "bulk" | "background", family: string) =>
    unitsBetween(db, started, endOf(job)).then((rows) => {
      const mine = sumUnits(rows, { tenantId: A, lane, family });
      const others = sumUnits(rows, { tenantId: B, family });
      const best = (Math.ceil((mine + others) / ceiling(lane)) - 1) * WINDOW_MS;
      const took = endOf(job).getTime() - started.getTime();
      return { mine, others, took: took / 1000, best: best / 1000, ratio: best / took };
    });
  const editRatio = await ratioOf(aEditJob, "bulk", EDITS_API);
  const syncRatio = await ratioOf(aSyncJob, "background", REVIEWS_API);
  // The split while both are busy: windows from B's first ask in the lane (its sync's items ask
  // a few seconds after the request that plans them), those in which each tenant asked for more
  // of this API's units than it got (items put back to wait) and still had at least its half of a
  // window's work left to end (a sync's item holds 50 stores: 5 of them).
  const splitOf = async (lane: "bulk" | "background", family: string) => {
    const [aJob, bJob] = lane === "bulk" ? [aEditJob, bEditJob] : [aSyncJob, bSyncJob];
    const rows = await timeline(db, {
      from: await firstAsk(db, { tenantId: B, lane, family, since: bBusyFrom }),
      to: new Date(Math.max(endOf(aJob).getTime(), endOf(bJob).getTime())),
      windowMs: WINDOW_MS,
      family,
      lane,
      a: { tenantId: A, jobId: aJob.id },
      b: { tenantId: B, jobId: bJob.id },
    });
    const half = lane === "bulk" ? ceiling(lane) / 2 : 5;
    const busy = rows.filter(
      (r) => r.aWaits > 0 && r.bWaits > 0 && r.aPending >= half && r.bPending >= half,
    );
    const a = busy.reduce((sum, r) => sum + r.aUnits, 0);
    const b = busy.reduce((sum, r) => sum + r.bUnits, 0);
    return { lane, a, b, windows: busy.length, rows };
  };
  const splits = [await splitOf("bulk", EDITS_API), await splitOf("background", REVIEWS_API)];
  const busiest = await busiestWindows(db, WINDOW_MS);
  // The day's key counts a day, not a window: it is checked against its own limit by the store.
  const overKeys = busiest.filter(
    (k) =>
      (k.key.startsWith("api:") && k.most > limit) ||
      (k.key.startsWith("edit:") && k.most > MAPS_QUOTAS.editsPerMinute),
  );
  const refused = await refusals(db);
  const exhausted = refused.filter((r) => /RESOURCE_EXHAUSTED|429/.test(r.error));

  const s = (x: number) => `${x.toFixed(1)} s`;
  const pct = (x: number, total: number) => (total ? `${((100 * x) / total).toFixed(1)} %` : "-");
  console.log(
    `\nTwo tenants on one maps project, PostgreSQL, 1 server + 2 workers, quota window ` +
      `${WINDOW_MS} ms (${limit} calls per window per API; bulk up to ${ceiling("bulk")}, ` +
      `background up to ${ceiling("background")}), reviews per store × ${REVIEW_SCALE}`,
  );
  printRows(
    ["job", "items done / failed", "time"],
    [
      [
        `A review sync (${A_STORES} stores)`,
        `${aSyncJob.done} / ${aSyncJob.failed}`,
        s(syncRatio.took),
      ],
      [
        `A bulk edit (${A_EDITS} stores)`,
        `${aEditJob.done} / ${aEditJob.failed}`,
        s(editRatio.took),
      ],
      [`B review sync (${B_STORES} stores)`, `${bSyncJob.done} / ${bSyncJob.failed}`, ""],
      [
        `B bulk edit (${bStores.length - B_SINGLE_EDITS} stores)`,
        `${bEditJob.done} / ${bEditJob.failed}`,
        "",
      ],
    ],
  );
  const sortedWaits = [...waits].sort((a, b) => a - b);
  const verdicts = {
    median: median(waits) <= TARGETS.medianWaitS,
    max: sortedWaits.at(-1)! <= TARGETS.maxWaitS,
    edit: editRatio.ratio >= TARGETS.ratio,
    sync: syncRatio.ratio >= TARGETS.ratio,
    splits: splits.every(
      ({ a, b }) => a + b > 0 && Math.abs(a / (a + b) - 0.5) <= TARGETS.splitOff,
    ),
    over: overKeys.length === 0 && exhausted.length === 0,
  };
  const mark = (ok: boolean) => (ok ? "within" : "MISSED");
  printRows(
    ["measure", "value", "target", ""],
    [
      [
        `B's single edits: wait, median (n=${waits.length}; queued after ${s(median(answers))})`,
        s(median(waits)),
        `<= ${TARGETS.medianWaitS} s`,
        mark(verdicts.median),
      ],
      [
        "B's single edits: wait, max",
        s(sortedWaits.at(-1)!),
        `<= ${TARGETS.maxWaitS} s`,
        mark(verdicts.max),
      ],
      [
        `A's bulk edit: ratio (${editRatio.mine} units, B ${editRatio.others}; best ${s(editRatio.best)})`,
        editRatio.ratio.toFixed(2),
        `>= ${TARGETS.ratio}`,
        mark(verdicts.edit),
      ],
      [
        `A's review sync: ratio (${syncRatio.mine} units, B ${syncRatio.others}; best ${s(syncRatio.best)})`,
        syncRatio.ratio.toFixed(2),
        `>= ${TARGETS.ratio}`,
        mark(verdicts.sync),
      ],
      ...splits.map(({ lane, a, b, windows }) => [
        `${lane} lane while both busy (${windows} windows): A / B units`,
        `${a} / ${b} (A ${pct(a, a + b)})`,
        "45-55 %",
        mark(a + b > 0 && Math.abs(a / (a + b) - 0.5) <= TARGETS.splitOff),
      ]),
      [
        "calls over a quota: service refusals (429) / store windows over limit",
        `${exhausted.reduce((n, r) => n + r.n, 0)} / ${overKeys.length}`,
        "0 / 0",
        mark(verdicts.over),
      ],
    ],
  );
  for (const { lane, rows } of splits) printTimeline(lane, rows);
  await printInteractiveSteps(db, edits);
  for (const r of refused) console.log(`refusals the items met: ${r.error} × ${r.n}`);
  const busiestApis = busiest.filter((k) => k.key.startsWith("api:"));
  for (const k of busiestApis) console.log(`busiest ${WINDOW_MS} ms of ${k.key}: ${k.most} units`);
  const ok = Object.values(verdicts).every(Boolean);
  console.log(ok ? "\nbench:fairness: all targets met" : "\nbench:fairness: a target was missed");
  if (!ok) process.exitCode = 1;
  failed = false;
} finally {
  setDbForTests(undefined);
  await handle.close();
  await finish(failed);
}
