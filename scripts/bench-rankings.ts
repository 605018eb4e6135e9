// `npm run bench:rankings`: a chain's monthly rank tracking at full size. One throwaway PostgreSQL
// cluster, the search-results simulator served over HTTP by this process (the provider stands apart
// from the app, and the calls are counted where they arrive), and two `npm run worker` processes.
// A tenant of 100 stores gets a monthly ranking of 5 keywords on a 15×15 grid around each store,
// created through the service and run by the scheduler's path (runDueRankings). Prints the time to
// schedule it and to run it, the calls the provider got against one per grid point and keyword
// (112,500), those asked twice, the run's own count and cost, the points stored, and how long the
// same run takes at the real provider's account limit.
import { createServer, type IncomingMessage } from "node:http";
import { printRows } from "./bench-kit";
import { startBench, startChild, waitForLog } from "./bench-scale-processes";
import { enableServerModules } from "../lib/db/script-runtime";

const STORES = Number(process.env.BENCH_STORES ?? 100);
const KEYWORDS = 5;
const GRID = { size: 15, spacingKm: 1 };
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const [PG_PORT, SERP_PORT] = [3229, 3224];
/** Past this the bench fails, saying how far the run got. */
const RUN_TIMEOUT_MS = Number(process.env.BENCH_RUN_TIMEOUT_MS ?? 20 * 60_000);
/** The real provider's account limit (DataForSEO), for the same run's time there. */
const PROVIDER_CALLS_PER_MINUTE = 2_000;

const { say, dir, cluster, children, finish } = startBench("bench:rankings", PG_PORT, {
  build: false,
});

enableServerModules();
const { SERP_SIMULATOR_PATH } = await import("../lib/serp/config");
const serpBase = `http://127.0.0.1:${SERP_PORT}${SERP_SIMULATOR_PATH}`;
const shared = {
  SERP_SERVICE: "simulator",
  SERP_API_BASE: serpBase,
  MAPS_SERVICE: "simulator",
  SCHEDULED_JOBS: "off",
  AUTH_SECRET: "bench-rankings-secret-that-is-at-least-32-characters",
  NODE_ENV: "production",
};
Object.assign(process.env, shared, { DATABASE_URL: cluster.url("bench") });

const { openDatabase, setDbForTests } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/seed/seed");
const { tenantId } = await import("../lib/seed/tenants");
const { seedMapsSimulator } = await import("../lib/maps-simulator/seed");
const { handleSerpSimRequest } = await import("../lib/serp-simulator/router");
const { startQueue } = await import("../lib/jobs/queue");
const { createRankingJob, runDueRankings } = await import("../lib/rankings/service");
const { rankingJobSchema } = await import("../lib/rankings/schema");
const { entryKey, gridPoints, searchZoom } = await import("../lib/rankings/rules");
const { mapsCoordinate } = await import("../lib/serp/client");
const { getSerpConfig } = await import("../lib/serp/config");
const { jobs, locations, rankingPoints, rankingRuns, users } = await import("../lib/db/schema");
const { simLocations } = await import("../lib/maps-simulator/schema");
const { and, asc, count, eq, inArray, isNotNull } = await import("drizzle-orm");

/** What the simulator was asked, counted as it arrived: by keyword and point of the map. */
const asked = new Map<string, number>();
const served = { calls: 0, refused: 0 };
const pointKey = (keyword: string, coordinate: string) => `${keyword}|${coordinate}`;

function requestOf(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(key, value);
  return new Request(`http://127.0.0.1:${SERP_PORT}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === "POST" ? new Uint8Array(body) : undefined,
  });
}

const serp = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    void (async () => {
      served.calls++;
      try {
        const [task] = JSON.parse(body.toString() || "[]") as {
          keyword?: string;
          location_coordinate?: string;
        }[];
        const key = pointKey(String(task?.keyword), String(task?.location_coordinate));
        asked.set(key, (asked.get(key) ?? 0) + 1);
      } catch {
        // Not JSON: the simulator refuses it below.
      }
      const response = await handleSerpSimRequest(requestOf(req, body));
      const text = await response.text();
      // The envelope's status, and each task's (a task refused in an envelope that says "Ok.").
      const answer = (response.ok ? JSON.parse(text) : {}) as {
        status_code?: number;
        tasks_error?: number;
      };
      if (answer.status_code !== 20000 || answer.tasks_error !== 0) served.refused++;
      res.writeHead(response.status, { "content-type": "application/json" });
      res.end(text);
    })().catch((error: Error) => {
      served.refused++;
      res.writeHead(500).end(error.message);
    });
  });
});

const handle = await openDatabase(process.env.DATABASE_URL!);
let failed = true;
try {
  await handle.migrate();
  setDbForTests(handle);
  await seedDatabase(handle.db, { stores: STORES });
  await seedMapsSimulator(handle.db, { bigAccountLocations: STORES });
  const db = handle.db;
  const acme = tenantId("acme");
  const stores = await db
    .select({
      id: locations.id,
      latitude: locations.latitude,
      longitude: locations.longitude,
      placeId: locations.placeId,
    })
    .from(locations)
    .where(eq(locations.tenantId, acme))
    .orderBy(asc(locations.id));
  const located = stores.filter((s) => s.latitude !== null && s.longitude !== null);
  if (located.length < STORES)
    throw new Error(`acme has ${located.length} stores with coordinates, ${STORES} needed`);
  // What the stores sell, as their categories say, then what a shopper nearby types.
  const categories = (
    await db
      .select({ data: simLocations.data })
      .from(simLocations)
      .where(eq(simLocations.accountId, "1001"))
  ).flatMap(({ data }) => [
    data.categories?.primaryCategory?.displayName,
    ...(data.categories?.additionalCategories ?? []).map((c) => c.displayName),
  ]);
  const keywords = [
    ...new Map(
      [...categories, "ropa cerca", "tienda centro", "zapatos", "clothes near me", "shoe shop"]
        .filter((k): k is string => Boolean(k))
        .map((k) => [entryKey(k), k]),
    ).values(),
  ].slice(0, KEYWORDS);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
  // The bench's own queue only sends: the workers fetch.
  const queue = await startQueue(handle.executeSql!, { background: false });
  say(`seeded ${located.length} stores and the maps simulator; keywords: ${keywords.join(", ")}`);

  serp.keepAliveTimeout = 30_000;
  serp.listen(SERP_PORT, "127.0.0.1");
  await new Promise((resolve) => serp.once("listening", resolve));
  // One after the other: two started at the same moment can deadlock creating pg-boss's queues.
  for (let i = 1; i <= WORKERS; i++) {
    const worker = startChild(
      `worker-${i}`,
      dir,
      process.execPath,
      ["--import", "tsx", "lib/worker/cli.ts"],
      { ...shared, DATABASE_URL: cluster.url(`worker-${i}`) },
    );
    children.push(worker);
    await waitForLog(worker, "Job worker started.", 60_000);
  }
  const limit = getSerpConfig().callsPerMinute;
  say(`the simulator on ${serpBase} (${limit} calls a minute) and ${WORKERS} workers started`);

  // Scheduled: created through the service, then run by the scheduler's tick.
  const scheduleStarted = performance.now();
  const rankingId = await createRankingJob(
    db,
    { tenantId: acme, userId: admin?.id ?? null },
    rankingJobSchema.parse({
      name: "Bench: the chain on the map",
      locationIds: located.slice(0, STORES).map((s) => s.id),
      keywords,
      competitors: [],
      businessNames: [],
      frequency: "MONTHLY",
      device: "DESKTOP",
      grid: GRID,
    }),
  );
  const ran = await runDueRankings(db, queue);
  const scheduledAt = Date.now();
  const scheduleMs = performance.now() - scheduleStarted;
  if (ran !== 1) throw new Error(`the scheduler ran ${ran} rankings, 1 expected`);
  const [run] = await db.select().from(rankingRuns).where(eq(rankingRuns.rankingJobId, rankingId));
  if (!run?.jobId) throw new Error("the run has no job");
  say(`scheduled in ${scheduleMs.toFixed(0)} ms: job ${run.jobId}`);

  const jobOf = async () => (await db.select().from(jobs).where(eq(jobs.id, run.jobId!)))[0]!;
  let job = await jobOf();
  for (let shown = Date.now(); !job.finishedAt; job = await jobOf()) {
    if (Date.now() - scheduledAt > RUN_TIMEOUT_MS)
      throw new Error(
        `timed out after ${RUN_TIMEOUT_MS / 60_000} min (BENCH_RUN_TIMEOUT_MS): items ` +
          `${job.done + job.failed}/${job.total}, ${served.calls} calls made`,
      );
    if (Date.now() - shown > 15_000) {
      shown = Date.now();
      const seconds = (Date.now() - scheduledAt) / 1000;
      say(
        `items ${job.done + job.failed}/${job.total}, calls ${served.calls} ` +
          `(${(served.calls / seconds).toFixed(0)}/s)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const runSeconds = (job.finishedAt.getTime() - scheduledAt) / 1000;
  // The run's end is written by the job's last item's hook, just after the job's.
  let [ended] = await db.select().from(rankingRuns).where(eq(rankingRuns.id, run.id));
  for (let i = 0; i < 40 && !ended?.finishedAt; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    [ended] = await db.select().from(rankingRuns).where(eq(rankingRuns.id, run.id));
  }
  say(`the job ended: ${job.done} items done, ${job.failed} failed`);

  // One call expected per point of each store's grid and keyword: stores at the same spot (a
  // duplicate listing) share their points, so a point may be expected more than once.
  const expected = new Map<string, number>();
  const zoom = searchZoom(GRID);
  for (const store of located.slice(0, STORES))
    for (const point of gridPoints(
      { latitude: store.latitude!, longitude: store.longitude! },
      GRID,
    ))
      for (const keyword of keywords) {
        const key = pointKey(keyword, mapsCoordinate(point.latitude, point.longitude, zoom));
        expected.set(key, (expected.get(key) ?? 0) + 1);
      }
  const expectedCalls = STORES * keywords.length * GRID.size * GRID.size;
  let repeated = 0;
  let missing = 0;
  for (const [key, n] of asked) repeated += Math.max(0, n - (expected.get(key) ?? 0));
  for (const [key, n] of expected) missing += Math.max(0, n - (asked.get(key) ?? 0));
  const [points] = await db
    .select({ n: count() })
    .from(rankingPoints)
    .where(
      and(
        eq(rankingPoints.runId, run.id),
        inArray(
          rankingPoints.locationId,
          located.slice(0, STORES).map((s) => s.id),
        ),
      ),
    );
  const found = await db
    .select({ n: count() })
    .from(rankingPoints)
    .where(and(eq(rankingPoints.runId, run.id), isNotNull(rankingPoints.rank)));

  const met =
    served.calls === expectedCalls &&
    repeated === 0 &&
    missing === 0 &&
    served.refused === 0 &&
    job.failed === 0 &&
    ended?.calls === expectedCalls &&
    points?.n === expectedCalls;
  const minutes = (x: number) => `${(x / 60).toFixed(1)} min`;
  const atProvider = Math.max(
    (expectedCalls / PROVIDER_CALLS_PER_MINUTE) * 60,
    runSeconds * (served.calls ? expectedCalls / served.calls : 1),
  );
  console.log(
    `\nA monthly ranking of ${STORES} stores × ${keywords.length} keywords × a ` +
      `${GRID.size}×${GRID.size} grid, PostgreSQL, ${WORKERS} workers, the simulator over HTTP ` +
      `at up to ${limit} calls a minute`,
  );
  printRows(
    ["measure", "value"],
    [
      ["time to schedule (create + runDueRankings)", `${scheduleMs.toFixed(0)} ms`],
      ["time to run (scheduled to last item settled)", `${runSeconds.toFixed(1)} s`],
      ["calls a second", (served.calls / runSeconds).toFixed(0)],
      ["calls the provider got / expected", `${served.calls} / ${expectedCalls}`],
      ["calls repeated (point and keyword asked again)", String(repeated)],
      ["points and keywords never asked", String(missing)],
      ["calls the provider refused", String(served.refused)],
      ["items done / failed", `${job.done} / ${job.failed}`],
      ["ranking_runs.calls", String(ended?.calls)],
      ["ranking_runs.cost_usd", String(ended?.costUsd)],
      ["ranking_runs.finished_at set", ended?.finishedAt ? "yes" : "NO"],
      ["points stored", String(points?.n)],
      ["points where the store showed", String(found[0]?.n)],
      [
        `the same run at the provider's ${PROVIDER_CALLS_PER_MINUTE} calls a minute`,
        minutes(atProvider),
      ],
    ],
  );
  console.log(
    `\ntarget: one call per grid point and keyword, none repeated: ${met ? "met" : "NOT met"}`,
  );
  if (!met) process.exitCode = 1;
  failed = false;
} finally {
  serp.close();
  setDbForTests(undefined);
  await handle.close();
  await finish(failed);
}
