// The store table's request through GraphQL (`locations` with `filters` and `workspaceId`), as
// /apps/stores and API clients send it: every filter type and sort, two tenants kept apart, the
// store section required, and bad input answered BAD_USER_INPUT, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { locations, workspaceLocations, workspaces } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import { createTestDb } from "@/tests/integration/helpers/db";

const QUERY = /* GraphQL */ `
  query StoreTable(
    $filters: [LocationColumnFilter!]
    $sort: LocationSort
    $limit: Int
    $offset: Int
    $workspaceId: ID
  ) {
    locations(
      filters: $filters
      sort: $sort
      limit: $limit
      offset: $offset
      workspaceId: $workspaceId
    ) {
      total
      items {
        _id
        locationName
        storeCode
        openInfo {
          status
        }
      }
    }
  }
`;
const BYPASS_HEADERS = { "x-middleware-subrequest": "middleware", purpose: "prefetch" };

type Answer = { total: number; items: { _id: string; locationName: string; storeCode: string }[] };

let close: () => Promise<void>;
let db: Db;
let yoga: GraphQLServer;
let fx: Fixture;
let statements = 0;
let workspaceA: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const handle = await createTestDb({ onQuery: () => void statements++ });
  close = handle.close;
  db = handle.db;
  fx = await seedTwoTenantFixture(db);
  for (const [key, id] of Object.entries(fx.users)) tokens[key] = await tokenFor(db, id);
  const [row] = await db
    .insert(workspaces)
    .values({ tenantId: fx.tenantA, name: "Uno", description: "Store 1" })
    .returning({ id: workspaces.id });
  workspaceA = row.id;
  await db
    .insert(workspaceLocations)
    .values({ workspaceId: row.id, locationId: fx.locationsA[0], tenantId: fx.tenantA });
  yoga = createGraphQLServer({ getDb: async () => db });
});

afterAll(async () => close?.());

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

async function ask(variables: Record<string, unknown>, token = tokens.adminA): Promise<Answer> {
  const res = await callGraphQL(yoga, QUERY, { token, variables: { limit: 50, ...variables } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.locations;
}
const byName = (answer: Answer) => answer.items.map((item) => item.locationName);
const one = (column: string, type: string, word: string) => ({
  filters: [{ column, type, word }],
});

// Tenant A's fixture stores: "A Store 1..3", codes A-1..A-3, cities Palermo (1, 3) and Belgrano
// (2), address "A street <n>", label "A-label". Tenant B has "B Store 1..2" alike.
describe("filters, each type, on lowercase text", () => {
  it.each([
    ["locationName", "contains", "STORE 2", ["A Store 2"]],
    ["locationName", "startsWith", "a st", ["A Store 1", "A Store 2", "A Store 3"]],
    ["locationName", "endsWith", " 3", ["A Store 3"]],
    ["locationName", "matches", "a store 1", ["A Store 1"]],
    ["locationName", "greaterThan", "a store 1", ["A Store 2", "A Store 3"]],
    ["locationName", "lessThan", "a store 2", ["A Store 1"]],
    ["storeCode", "startsWith", "a-", ["A Store 1", "A Store 2", "A Store 3"]],
    ["address", "contains", "street 2", ["A Store 2"]],
    ["locality", "matches", "PALERMO", ["A Store 1", "A Store 3"]],
    ["labels", "matches", "a-label", ["A Store 1", "A Store 2", "A Store 3"]],
  ])("%s %s %j", async (column, type, word, expected) => {
    const answer = await ask(one(column, type, word));
    expect(byName(answer)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it("ANDs the table's filters with the list's own filter", async () => {
    const res = await callGraphQL(
      yoga,
      `query Q($filters: [LocationColumnFilter!]) { locations(filter: { openStatus: OPEN }, filters: $filters) { total items { locationName } } }`,
      {
        token: tokens.adminA,
        variables: one("locality", "matches", "palermo"),
      },
    );
    // Store 3 is permanently closed.
    expect(res.body.data.locations).toEqual({ total: 1, items: [{ locationName: "A Store 1" }] });
  });
});

describe("sorts and pages", () => {
  it.each([
    ["locationName", "desc", ["A Store 3", "A Store 2", "A Store 1"]],
    ["storeCode", "desc", ["A Store 3", "A Store 2", "A Store 1"]],
  ])("by %s %s", async (by, direction, expected) => {
    expect(byName(await ask({ sort: { by, direction } }))).toEqual(expected);
  });

  it("by city, then by id for stores of one city (the fixture's creation times tie as well)", async () => {
    const byCity = await ask({ sort: { by: "locality", direction: "asc" } });
    expect(byName(byCity)[0]).toBe("A Store 2"); // Belgrano before Palermo
    const palermo = byCity.items.slice(1).map((item) => item._id);
    expect(palermo).toEqual([...palermo].sort());
    const newest = await ask({ sort: { by: "createdAt", direction: "desc" } });
    const ids = newest.items.map((item) => item._id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it("pages a filtered list with the total on every page, in at most 3 statements", async () => {
    const filtered = one("locationName", "contains", "store");
    statements = 0;
    const page = await ask({ ...filtered, limit: 1, offset: 1 });
    // The session's user, then the page with its total; the status needs no listing read.
    expect(statements).toBeLessThanOrEqual(2);
    expect(page).toMatchObject({ total: 3, items: [{ locationName: "A Store 2" }] });
    statements = 0;
    const inWorkspace = await ask({ ...filtered, limit: 1, workspaceId: workspaceA });
    // …and the workspace asked for.
    expect(statements).toBeLessThanOrEqual(3);
    expect(inWorkspace).toMatchObject({ total: 1, items: [{ locationName: "A Store 1" }] });
  });
});

describe("workspaces and tenants", () => {
  it("keeps a workspace's stores", async () => {
    const answer = await ask({ workspaceId: workspaceA });
    expect(answer).toMatchObject({ total: 1, items: [{ locationName: "A Store 1" }] });
  });

  it("never shows tenant A's stores to tenant B, whatever the filters or workspace", async () => {
    const b = await callGraphQL(yoga, QUERY, {
      token: tokens.adminB,
      variables: {
        limit: 50,
        ...one("locationName", "contains", "store"),
        workspaceId: workspaceA,
      },
    });
    // A's workspace is not B's: NOT_FOUND, neither A's stores nor all of B's.
    expect(b.body.data).toBeNull();
    expect(codes(b.body)).toEqual(["NOT_FOUND"]);
    const a = await ask(one("storeCode", "startsWith", "b-"));
    expect(a).toEqual({ total: 0, items: [] });
  });

  it("refuses a REVIEWS-only user, even with the middleware's headers", async () => {
    const res = await callGraphQL(yoga, QUERY, {
      token: tokens.reviewsA,
      headers: BYPASS_HEADERS,
      variables: one("locationName", "contains", "store"),
    });
    expect(res.body.data).toBeNull();
    expect(codes(res.body)).toEqual(["FORBIDDEN"]);
  });

  it("admits the store role", async () => {
    expect((await ask(one("locationName", "contains", "store"), tokens.storeA)).total).toBe(3);
  });
});

describe("bad input answers BAD_USER_INPUT and changes nothing", () => {
  it.each([
    ["an unknown column", one("tenantId", "contains", "x")],
    ["an unknown filter type", one("locationName", "like", "x")],
    ["an empty word", one("locationName", "contains", "   ")],
    ["a missing word", { filters: [{ column: "locationName", type: "contains" }] }],
    ["a word over 100 characters", one("locationName", "contains", "x".repeat(101))],
    [
      "more than 10 filters",
      {
        filters: Array.from({ length: 11 }, () => one("locationName", "contains", "x").filters[0]),
      },
    ],
    ["a page size of 1000", { limit: 1000 }],
    ["an unknown sort", { sort: { by: "tenantId" } }],
  ])("%s", async (_label, variables) => {
    const res = await callGraphQL(yoga, QUERY, { token: tokens.adminA, variables });
    expect(res.status).toBe(200);
    expect(res.body.data ?? null).toBeNull();
    expect(codes(res.body)).toEqual(["BAD_USER_INPUT"]);
    expect(JSON.stringify(res.body)).not.toContain("A Store");
  });

  it("keeps the stores untouched by a hostile word", async () => {
    await ask(one("locationName", "matches", "x'; delete from locations; --"));
    expect((await db.select().from(locations)).length).toBe(
      fx.locationsA.length + fx.locationsB.length,
    );
  });
});
