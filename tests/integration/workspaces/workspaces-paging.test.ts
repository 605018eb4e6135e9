// The workspaces list, paged in SQL: the default workspace first, the cap, search, refusals past
// the cap, and a tenant's pages holding only its own workspaces (tenant B has 121 of them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import { workspaces } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";
import { SelectedWorkspaceQuery, WorkspacesTableQuery } from "@/lib/workspaces/operations";

const LIST = WorkspacesTableQuery;
const PAGE = `query($search: String, $limit: Int, $offset: Int) {
  workspaces(search: $search, limit: $limit, offset: $offset) { _id name defaultWorkspace }
  workspacesTotal(search: $search) }`;
const ONE = SelectedWorkspaceQuery;

let testDb: TestDb;
/** Every SQL statement the database ran, to check where the paging happens. */
const statements: string[] = [];
let yoga: GraphQLServer;
let f: Fixture;
const tokens: Record<string, string> = {};

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });
const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  testDb = await createTestDb({ onQuery: (query) => statements.push(query) });
  f = await seedTwoTenantFixture(testDb.db);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
});
afterAll(async () => testDb.close());

describe("workspace pages", () => {
  const EXTRA = MAX_PAGE_SIZE + 20;
  type Row = { _id: string; name: string; defaultWorkspace: boolean };
  const pageOf = async (user: string, variables: Record<string, unknown> = {}) => {
    const answer = await as(user, PAGE, variables);
    expect(answer.body.errors).toBeUndefined();
    return {
      items: answer.body.data.workspaces as Row[],
      total: answer.body.data.workspacesTotal as number,
    };
  };

  beforeAll(async () => {
    await as("adminB", LIST); // creates tenant B's default workspace
    await testDb.db.insert(workspaces).values(
      Array.from({ length: EXTRA }, (_, i) => ({
        tenantId: f.tenantB,
        name: `Zona ${String(i).padStart(3, "0")}`,
        description: "Paged",
      })),
    );
  });

  it("answers one page of at most the cap by default, the default workspace first", async () => {
    const { items, total } = await pageOf("adminB");
    expect(total).toBe(EXTRA + 1);
    expect(items).toHaveLength(MAX_PAGE_SIZE);
    expect(items[0].defaultWorkspace).toBe(true);
    expect(items.slice(1).map((w) => w.name)).toEqual(
      Array.from({ length: MAX_PAGE_SIZE - 1 }, (_, i) => `Zona ${String(i).padStart(3, "0")}`),
    );
  });

  it("walks every workspace once in a stable order, the SQL doing the paging", async () => {
    const seen: Row[] = [];
    for (let offset = 0; ; offset += 30) {
      statements.length = 0;
      const { items } = await pageOf("adminB", { limit: 30, offset });
      const read = statements.filter((q) => /from "workspaces"/.test(q) && !/count\(/.test(q));
      expect(read.length).toBeGreaterThan(0);
      // Drizzle leaves out "offset 0".
      for (const q of read)
        expect(q).toMatch(offset ? /limit \$\d+ offset \$\d+$/ : /limit \$\d+$/);
      seen.push(...items);
      if (items.length < 30) break;
    }
    expect(seen).toHaveLength(EXTRA + 1);
    expect(new Set(seen.map((w) => w._id)).size).toBe(EXTRA + 1);
  });

  it("searches by name, with the total of the matches", async () => {
    const { items, total } = await pageOf("adminB", { search: "zona 01", limit: 5 });
    expect(total).toBe(10);
    expect(items.map((w) => w.name)).toEqual([
      "Zona 010",
      "Zona 011",
      "Zona 012",
      "Zona 013",
      "Zona 014",
    ]);
    expect((await pageOf("adminA", { search: "zona" })).total).toBe(0);
  });

  it("refuses a page size above the cap or below one, and a negative offset", async () => {
    for (const variables of [{ limit: MAX_PAGE_SIZE + 1 }, { limit: 0 }, { offset: -1 }])
      expect(codeOf(await as("adminB", PAGE, variables))).toBe("BAD_USER_INPUT");
  });

  it("keeps each tenant's pages and totals to its own workspaces", async () => {
    const a = await pageOf("adminA");
    const b = await pageOf("adminB", { limit: MAX_PAGE_SIZE, offset: MAX_PAGE_SIZE });
    expect(a.total).toBe(a.items.length);
    expect(a.total).toBeLessThan(MAX_PAGE_SIZE);
    const ids = new Set(a.items.map((w) => w._id));
    expect(b.items.some((w) => ids.has(w._id))).toBe(false);
  });

  it("finds one workspace by id, the tenant's own only", async () => {
    const { items } = await pageOf("adminB", { limit: 1, offset: EXTRA });
    const one = await as("adminB", ONE, { id: items[0]._id });
    expect(one.body.data.workspace).toMatchObject({ _id: items[0]._id, totalLocations: 0 });
    const foreign = await as("adminA", ONE, { id: items[0]._id });
    expect(foreign.body.errors).toBeUndefined();
    expect(foreign.body.data.workspace).toBeNull();
  });
});
