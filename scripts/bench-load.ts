// `npm run bench:load [-- --duration 5m] [--connections 50] [--no-build] [--port N]`: 50 signed-in
// users (50 sessions of acme's admin, one per connection) for 5 minutes on a production build
// (built first when stale) served by `next start` on a throwaway PostgreSQL cluster holding
// 10,000 stores in acme (20 reviews each), loopback only. Each connection asks in turn for the
// home (its HTML, then the GraphQL request its page sends once loaded), the stores list, the
// reviews inbox and the report page (their HTML carries their data). Prints p50/p95/p99 per
// route and overall, the requests, the errors (any non-2xx answer, GraphQL errors[], socket
// error or timeout) and the server's resident memory at start, after a warm-up (the baseline) and
// at the end, with a timeline of its V8 heap and native memory (scripts/memory-probe.mjs) and the
// heap it holds after a full collection once warm and at the end. Exits 1 on an error, when
// memory grew more than 20 % from the warm-up to the end, or when the server ended early.
// Everything it started is stopped and removed however it ends. MEASURE_LOCK=<file> holds that
// flock lock while seeding and measuring.
import autocannon, { type Client, type Request, type Result } from "autocannon";
import { parseArgs } from "node:util";
import { printRows } from "./bench-kit";
import { seedLoadDatabase, startCluster } from "./bench-load-db";
import { memoryProbe, printTimeline } from "./bench-load-memory";
import { ensureBuild, percentile, rssKb, signIn, startServer, withLock } from "./measure-server";

type Route = { name: string; path: string; body?: (workspaceId: string) => string };
// The home's data comes from the client: its page asks for the workspace selection over
// GraphQL once loaded, as the browser does (the other three pages carry theirs in the HTML).
const WORKSPACE_SELECTION = `query WorkspaceSelection($workspaceId: ID) {
  workspaceSelection(workspaceId: $workspaceId) {
    workspace { _id name totalLocations defaultWorkspace }
    names ids externalIds placeIds
  }
}`;
const ROUTES: Route[] = [
  { name: "home", path: "/apps/home" },
  {
    name: "home's WorkspaceSelection",
    path: "/api/graphql",
    body: (workspaceId) =>
      JSON.stringify({ query: WORKSPACE_SELECTION, variables: { workspaceId } }),
  },
  { name: "stores list", path: "/apps/stores" },
  { name: "reviews inbox", path: "/apps/reviews" },
  { name: "report", path: "/apps/dataStudio-reports" },
];
const STORES = 10_000;
const REVIEWS_PER_STORE = 20;
const MAX_GROWTH = 0.2;

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5m" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: process.env.BENCH_LOAD_PORT ?? "3221" },
    "pg-port": { type: "string", default: process.env.BENCH_LOAD_PG_PORT ?? "54359" },
    "no-build": { type: "boolean", default: false },
  },
});
/** "5m", "90s" or plain seconds. */
function seconds(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`--duration: "${text}" is not like 5m, 90s or 300`);
  return Number(match[1]) * (match[2] === "m" ? 60 : 1);
}
const duration = seconds(values.duration);
// Long enough for every route to have run its code hot; a tenth of a short run.
const warmup = Math.min(30, Math.max(5, Math.round(duration / 10)));
const connections = Number(values.connections);

/** `graphqlErrors`: a GraphQL answer of 200 whose body carries errors[]. */
type Sample = { route: string; status: number; ms: number; graphqlErrors?: true };

/** Drives `connections` connections, each with its own session, for `secs` seconds. */
function load(
  url: string,
  session: { cookies: string[]; workspaceId: string },
  secs: number,
  samples: Sample[],
): Promise<Result> {
  let next = 0;
  const setupClient = (client: Client) => {
    const cookie = session.cookies[next++ % session.cookies.length];
    // GraphQL answers a refused query with 200 and errors[]: read from the body, which autocannon
    // hands over just before the response event.
    let graphqlErrors = false;
    const onResponse = (_status: number, body: string) => {
      graphqlErrors = body.includes('"errors"');
    };
    client.setRequests(
      ROUTES.map(({ name, path, body }): Request =>
        body
          ? {
              name,
              method: "POST",
              path,
              body: body(session.workspaceId),
              headers: { cookie, "content-type": "application/json", "x-graphql-csrf": "1" },
              onResponse,
            }
          : { name, method: "GET", path, headers: { cookie, accept: "text/html" } },
      ),
    );
    // With one request in flight per connection, the answered request is the current one.
    client.on("response", (status: number, _bytes: number, ms: number) => {
      const route = client.requestIterator.currentRequest.name ?? "?";
      samples.push(graphqlErrors ? { route, status, ms, graphqlErrors } : { route, status, ms });
      graphqlErrors = false;
    });
  };
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: secs, pipelining: 1, timeout: 30, setupClient },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const megabytes = (kb: number) =>
  Number.isFinite(kb) ? `${(kb / 1024).toFixed(0)} MB` : "none (the server was gone)";

await ensureBuild(values["no-build"]);
console.log(`Starting a PostgreSQL cluster and seeding ${STORES.toLocaleString("en")} stores…`);
const database = startCluster(Number(values["pg-port"]));
process.once("exit", database.stop);
let failed = false;
try {
  const { seconds: seedSeconds, workspaceId } = await withLock(() =>
    seedLoadDatabase(database.url, { stores: STORES, reviewsPerStore: REVIEWS_PER_STORE }),
  );
  console.log(`Seeded in ${seedSeconds.toFixed(0)} s.`);
  const probe = memoryProbe();
  process.once("exit", probe.remove);
  const server = await startServer(
    Number(values.port),
    {
      DATABASE_URL: database.url,
      MAPS_SERVICE: "simulator",
      MAPS_SIM_REVIEW_ARRIVALS: "off",
      SCHEDULED_JOBS: "off",
      ...probe.env,
    },
    probe.nodeArgs,
  );
  try {
    const rssStart = rssKb(server.pid);
    const session = { cookies: [] as string[], workspaceId };
    for (let i = 0; i < connections; i++)
      session.cookies.push(await signIn(server.url, "admin", "Admin123!"));
    console.log(`${connections} sessions signed in; warm-up ${warmup} s, then ${duration} s.`);
    const { samples, result, rss, held, measuredFrom } = await withLock(async () => {
      const warm: Sample[] = [];
      await load(server.url, session, warmup, warm);
      const warmErrors = warm.filter((s) => s.status < 200 || s.status > 299 || s.graphqlErrors);
      if (warmErrors.length) console.log(`warm-up: ${warmErrors.length} answers not 2xx`);
      const afterWarmup = rssKb(server.pid);
      const heldAfterWarmup = await probe.collected(server.pid);
      const measuredFrom = probe.samples().at(-1)?.t ?? 0;
      let peak = afterWarmup;
      const sampler = setInterval(() => {
        const now = rssKb(server.pid);
        if (now > peak) peak = now;
      }, 2000);
      const measured: Sample[] = [];
      try {
        const run = await load(server.url, session, duration, measured);
        const end = rssKb(server.pid);
        const heldAtEnd = await probe.collected(server.pid);
        return {
          samples: measured,
          result: run,
          rss: { afterWarmup, peak, end },
          held: { afterWarmup: heldAfterWarmup, end: heldAtEnd },
          measuredFrom,
        };
      } finally {
        clearInterval(sampler);
      }
    });

    const bad = (s: Sample) => s.status < 200 || s.status > 299 || s.graphqlErrors === true;
    const row = (name: string, list: Sample[], extraErrors = 0) => {
      const times = list.map((s) => s.ms);
      return [
        name,
        list.length.toLocaleString("en"),
        percentile(times, 0.5).toFixed(0),
        percentile(times, 0.95).toFixed(0),
        percentile(times, 0.99).toFixed(0),
        String(list.filter(bad).length + extraErrors),
      ];
    };
    const socketErrors = result.errors + result.timeouts;
    printRows(
      ["route", "requests", "p50 ms", "p95 ms", "p99 ms", "errors"],
      [
        ...ROUTES.map(({ name, path }) =>
          row(
            `${name} (${path})`,
            samples.filter((s) => s.route === name),
          ),
        ),
        row("overall", samples, socketErrors),
      ],
    );
    const errors = samples.filter(bad).length + socketErrors;
    const statuses = [
      ...new Set(samples.filter(bad).map((s) => (s.graphqlErrors ? "GraphQL errors" : s.status))),
    ].join(", ");
    console.log(
      `\n${samples.length.toLocaleString("en")} requests in ${duration} s (${(samples.length / duration).toFixed(1)}/s), ${errors} errors` +
        (errors
          ? ` (status ${statuses || "none"}; ${result.errors} socket errors, ${result.timeouts} timeouts)`
          : ""),
    );
    console.log(
      `\nServer memory (MB) every 30 s of the measured run, from process.memoryUsage(); rss-heap is` +
        ` what lies outside V8's heap (native allocations, buffers, code):`,
    );
    printTimeline(probe.samples(), measuredFrom);
    const heldMb = (sample?: { heapUsed: number }) =>
      sample ? `${(sample.heapUsed / 1024 / 1024).toFixed(0)} MB` : "unknown";
    console.log(
      `V8 heap held after a full collection: ${heldMb(held.afterWarmup)} after warm-up, ` +
        `${heldMb(held.end)} at the end.`,
    );
    // The baseline is the memory after the warm-up: by then the server has loaded every route's
    // code and filled its bounded caches, which the idle figure at start has not.
    const growth = (rss.end - rss.afterWarmup) / rss.afterWarmup;
    console.log(
      `Server memory (RSS): ${megabytes(rssStart)} at start (idle, before any request), ` +
        `${megabytes(rss.afterWarmup)} after the ${warmup} s warm-up (the baseline), ` +
        `${megabytes(rss.end)} at the end (peak ${megabytes(rss.peak)}): ` +
        `${(growth * 100).toFixed(1)} % since the warm-up (target ≤ ${MAX_GROWTH * 100} %)`,
    );
    const ended = server.ended();
    if (ended) console.log(`The server ended during the run: ${ended}`);
    failed = errors > 0 || !(growth <= MAX_GROWTH) || ended !== null;
    console.log(failed ? "OVER TARGET" : "within target");
  } finally {
    await server.stop();
  }
} finally {
  database.stop();
}
process.exit(failed ? 1 : 0);
