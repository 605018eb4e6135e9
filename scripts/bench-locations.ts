// `npm run bench`: the store list with 10,000 stores in one tenant, on a fresh embedded database.
// First the GraphQL floor: a signed-in request that asks for nothing of its own, through the same
// yoga server as the app (token, user and tenant, parse and validate, serialisation). Then the
// full GraphQL request of the store list in-process; the service-level scenarios below it show
// where the time goes.
import { ITERATIONS, measure, printTable } from "./bench-kit";
import { openBenchDatabase } from "./bench-setup";

const { tenantId } = await import("../lib/seed/tenants");
const { listLocations } = await import("../lib/stores/queries");

const STORES = 10_000;
const TARGET = { medianMs: 3, statements: 4 };
const FLOOR_TARGET_MS = 2;

const { db, counter, summary, seconds, token, yoga, close } = await openBenchDatabase(STORES);
try {
  console.log(
    `Seeded ${summary.locations} stores (${STORES} in tenant acme) in ${seconds.toFixed(1)} s; ${ITERATIONS} runs per scenario.`,
  );
  const acme = tenantId("acme");
  // Page through the first ten pages so the runs do not all hit one cached page.
  const offset = (i: number) => (i % 10) * 50;
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
  // The searches below must match a fair share of the seeded stores: their counts go in the names.
  const matching = async (filter: { search?: string; locality?: string }) =>
    (await listLocations(db, { tenantId: acme, ...filter, limit: 1 })).total;
  const palermo = await matching({ search: "palermo" });
  const madrid = await matching({ locality: "Madrid" });
  const floorRequest = async () => {
    const response = await yoga.fetch("http://localhost/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "query Floor { __typename }" }),
    });
    const body = (await response.json()) as { data?: { __typename?: string } };
    if (body.data?.__typename !== "Query")
      throw new Error(`unexpected answer: ${JSON.stringify(body).slice(0, 300)}`);
  };
  const floor = await measure("GraphQL floor: signed in, { __typename }", floorRequest, counter);
  // The floor must include the session check: one statement reads the user.
  if (floor.statements < 1) throw new Error("the floor request did not read the user");
  const results = [
    floor,
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
      `search 'palermo', by name [${palermo} match]`,
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
      `locality 'Madrid', newest [${madrid} match]`,
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
  console.log(
    `\nGraphQL floor: median ${floor.medianMs.toFixed(2)} ms (target ≤ ${FLOOR_TARGET_MS} ms): ${floor.medianMs <= FLOOR_TARGET_MS ? "met" : "NOT met"}.`,
  );
  const main = results[1];
  const ok = main.medianMs <= TARGET.medianMs && main.statements <= TARGET.statements;
  console.log(
    `\nTarget (GraphQL request): median <= ${TARGET.medianMs} ms, <= ${TARGET.statements} SQL statements per request: ${ok ? "met" : "NOT met"}.`,
  );
} finally {
  await close();
}
