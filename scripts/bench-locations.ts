// `npm run bench`: the store list with 10,000 stores in one tenant, on a fresh embedded database.
// The headline figure is the full GraphQL request path (token check, user and roles, the list query,
// serialisation) in-process; the service-level scenarios below it show where the time goes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enableServerModules } from "../lib/db/script-runtime";

enableServerModules();
const { openDatabase } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/db/seed/seed");
const { tenantId } = await import("../lib/db/seed/tenants");
const { listLocations } = await import("../lib/locations/queries");
const { createGraphQLServer } = await import("../lib/graphql/yoga");
const { issueAccessToken } = await import("../lib/auth/token");
const { claimsFor, loadAuthUser } = await import("../lib/auth/user-access");
const { users } = await import("../lib/db/schema");
const { eq } = await import("drizzle-orm");

const STORES = 10_000;
const WARMUP = 50;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);
const TARGET = { medianMs: 3, statements: 4 };

export type BenchResult = {
  name: string;
  medianMs: number;
  p99Ms: number;
  perSecond: number;
  statements: number;
};

/** Times `operation` (called with the iteration number) and counts the SQL it runs per call. */
export async function measure(
  name: string,
  operation: (iteration: number) => Promise<unknown>,
  counter: { statements: number },
): Promise<BenchResult> {
  for (let i = 0; i < WARMUP; i++) await operation(i);
  counter.statements = 0;
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await operation(i);
    times.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    name,
    medianMs: at(0.5),
    p99Ms: at(0.99),
    perSecond: (ITERATIONS * 1000) / elapsed,
    statements: counter.statements / ITERATIONS,
  };
}

function printTable(results: BenchResult[]): void {
  const header = ["scenario", "median ms", "p99 ms", "req/s", "SQL/req"];
  const rows = results.map((r) => [
    r.name,
    r.medianMs.toFixed(2),
    r.p99Ms.toFixed(2),
    r.perSecond.toFixed(0),
    r.statements.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

const dir = mkdtempSync(path.join(tmpdir(), "storeplus-bench-"));
const counter = { statements: 0 };
const handle = await openDatabase(path.join(dir, "db"), {
  onQuery: () => void counter.statements++,
});
try {
  await handle.migrate();
  const seedStarted = performance.now();
  const summary = await seedDatabase(handle.db, { stores: STORES });
  console.log(
    `Seeded ${summary.locations} stores (${STORES} in tenant acme) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${ITERATIONS} runs per scenario.`,
  );
  const db = handle.db;
  const acme = tenantId("acme");
  // Page through the first ten pages so the runs do not all hit one cached page.
  const offset = (i: number) => (i % 10) * 50;
  process.env.AUTH_SECRET ??= "bench-secret-that-is-at-least-32-characters";
  const admin = await loadAuthUser(db, eq(users.username, "admin"));
  if (!admin) throw new Error("the seed has no admin user");
  const token = await issueAccessToken(claimsFor(admin));
  const yoga = createGraphQLServer({ getDb: async () => db });
  const query = `query BenchLocations($offset: Int) {
    locations(filter: { openStatus: OPEN }, sort: { by: locality, direction: desc }, limit: 50, offset: $offset) {
      total items { id locationName storeCode address { locality addressLines } openInfo { status } verified }
    }
  }`;
  const graphqlRequest = async (i: number) => {
    const response = await yoga.fetch("http://localhost/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables: { offset: offset(i) } }),
    });
    const body = (await response.json()) as {
      data?: { locations?: { items: unknown[] } };
      errors?: unknown;
    };
    if (!body.data?.locations || body.data.locations.items.length !== 50)
      throw new Error(`unexpected answer: ${JSON.stringify(body).slice(0, 300)}`);
  };
  const results = [
    await measure(
      "GraphQL locations: open, by locality desc, page of 50 + total",
      graphqlRequest,
      counter,
    ),
    await measure(
      "open stores, by locality desc",
      (i) =>
        listLocations(db, {
          tenantId: acme,
          openStatus: "OPEN",
          sortBy: "locality",
          sortDirection: "desc",
          limit: 50,
          offset: offset(i),
        }),
      counter,
    ),
    await measure(
      "verified, by store code",
      (i) =>
        listLocations(db, {
          tenantId: acme,
          verified: "COMPLETED",
          sortBy: "storeCode",
          sortDirection: "asc",
          limit: 50,
          offset: offset(i),
        }),
      counter,
    ),
    await measure(
      "search 'palermo', by name",
      (i) =>
        listLocations(db, {
          tenantId: acme,
          search: "palermo",
          sortBy: "locationName",
          sortDirection: "asc",
          limit: 50,
          offset: (i % 2) * 50,
        }),
      counter,
    ),
    await measure(
      "locality 'Madrid', newest",
      (i) =>
        listLocations(db, {
          tenantId: acme,
          locality: "Madrid",
          sortBy: "createdAt",
          sortDirection: "desc",
          limit: 50,
          offset: offset(i) % 200,
        }),
      counter,
    ),
  ];
  printTable(results);
  const main = results[0];
  const ok = main.medianMs <= TARGET.medianMs && main.statements <= TARGET.statements;
  console.log(
    `\nTarget (GraphQL request): median <= ${TARGET.medianMs} ms, <= ${TARGET.statements} SQL statements per request: ${ok ? "met" : "NOT met"}.`,
  );
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
