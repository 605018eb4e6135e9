// `npm run bench:stores`: the store table's GraphQL request with 10,000 stores in one tenant, on a
// fresh embedded database: a page of 50 and its total for each filter type and each sort, the way
// /apps/stores asks (a workspace id from the cookie included). Target per request: median <= 10 ms
// and <= 3 SQL statements (the session's user, the workspace, the page with its total).
import { measure, printTable, type BenchResult } from "./bench-kit";
import { openBenchDatabase } from "./bench-setup";

const { workspaceId } = await import("../lib/seed/workspaces");

const STORES = 10_000;
const PAGE = 50;
const TARGET = { medianMs: 10, statements: 3 };

type Filter = { column: string; type: string; word: string };
type Scenario = {
  name: string;
  filters?: Filter[];
  sort?: [string, "asc" | "desc"];
  workspace?: string;
};

const byName = (type: string, word: string): Scenario => ({
  name: `name ${type} "${word}"`,
  filters: [{ column: "locationName", type, word }],
});
const SCENARIOS: Scenario[] = [
  { name: "no filter (default view)" },
  byName("contains", "palermo"),
  byName("startsWith", "acme retail p"),
  // Past its streets an account numbers its branches: "… – Av. Santa Fe (2)".
  byName("endsWith", "(2)"),
  byName("matches", "acme retail palermo"),
  byName("greaterThan", "acme retail s"),
  byName("lessThan", "acme retail c"),
  {
    name: 'store code startsWith "acme-0"',
    filters: [{ column: "storeCode", type: "startsWith", word: "acme-0" }],
  },
  {
    name: 'address contains "corrientes"',
    filters: [{ column: "address", type: "contains", word: "corrientes" }],
  },
  {
    name: 'city matches "madrid"',
    filters: [{ column: "locality", type: "matches", word: "madrid" }],
  },
  {
    name: 'labels endsWith "mall"',
    filters: [{ column: "labels", type: "endsWith", word: "mall" }],
  },
  { name: "sort name desc", sort: ["locationName", "desc"] },
  { name: "sort store code asc", sort: ["storeCode", "asc"] },
  { name: "sort store code desc", sort: ["storeCode", "desc"] },
  { name: "sort city asc", sort: ["locality", "asc"] },
  { name: "sort city desc", sort: ["locality", "desc"] },
  { name: "sort newest first", sort: ["createdAt", "desc"] },
  {
    name: "workspace Norte (3,333 stores), by city",
    sort: ["locality", "asc"],
    workspace: "Norte",
  },
  {
    name: 'workspace Norte, name contains "park"',
    filters: [{ column: "locationName", type: "contains", word: "park" }],
    workspace: "Norte",
  },
];

const QUERY = `query BenchStores($filters: [LocationColumnFilter!], $sort: LocationSort, $limit: Int, $offset: Int, $workspaceId: ID) {
  locations(filters: $filters, sort: $sort, limit: $limit, offset: $offset, workspaceId: $workspaceId) {
    total items { _id locationName storeCode labels address { addressLines locality } openInfo { status } verified }
  }
}`;

const { counter, seconds, token, yoga, close } = await openBenchDatabase(STORES);
try {
  console.log(`Seeded ${STORES} stores in tenant acme in ${seconds.toFixed(1)} s.`);

  const results: BenchResult[] = [];
  for (const scenario of SCENARIOS) {
    const workspace = workspaceId("acme", scenario.workspace ?? "default");
    // The first pages that exist (at most 4), so the runs do not all read one cached page.
    let pages = 1;
    const variables = (i: number) => ({
      filters: scenario.filters ?? null,
      sort: scenario.sort ? { by: scenario.sort[0], direction: scenario.sort[1] } : null,
      limit: PAGE,
      offset: (i % pages) * PAGE,
      workspaceId: workspace,
    });
    const request = async (i: number) => {
      const response = await yoga.fetch("http://localhost/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: QUERY, variables: variables(i) }),
      });
      const body = (await response.json()) as {
        data?: { locations?: { total: number } };
        errors?: unknown;
      };
      if (!body.data?.locations)
        throw new Error(`${scenario.name}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data.locations.total;
    };
    const total = await request(0);
    pages = Math.max(1, Math.min(4, Math.ceil(total / PAGE)));
    results.push(await measure(`${scenario.name} [${total} match]`, request, counter));
  }
  printTable(results);
  const worst = results.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  const most = Math.max(...results.map((r) => r.statements));
  const ok = worst.medianMs <= TARGET.medianMs && most <= TARGET.statements;
  console.log(
    `\nTarget per GraphQL request: median <= ${TARGET.medianMs} ms, <= ${TARGET.statements} SQL statements. ` +
      `Slowest median ${worst.medianMs.toFixed(2)} ms (${worst.name}), at most ${most.toFixed(1)} statements: ${ok ? "met" : "NOT met"}.`,
  );
} finally {
  await close();
}
