// Workspaces through GraphQL with two tenants: each tenant sees and changes only its own, every
// change is validated with the shared schema, and a refused change writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "@/lib/db/errors";
import { WORKSPACE_NAME_INDEX, workspaceLocations, workspaces } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";
import {
  CreateWorkspaceMutation,
  DeleteWorkspaceMutation,
  SetWorkspaceLocationsMutation,
  WorkspaceCandidatesQuery,
  WorkspaceLocationsQuery,
  WorkspaceSelectionQuery,
  WorkspacesTableQuery,
} from "@/lib/workspaces/operations";

const LIST = WorkspacesTableQuery;
const CREATE = CreateWorkspaceMutation;
// The app reads only the id back; this test also checks what the mutation echoes.
const UPDATE = `mutation($id: ID!, $input: WorkspaceInput!) { updateWorkspace(id: $id, input: $input) { _id name description } }`;
const DELETE = DeleteWorkspaceMutation;
const SET = SetWorkspaceLocationsMutation;
const LOCATIONS = WorkspaceLocationsQuery;
const SELECTION = WorkspaceSelectionQuery;
const CANDIDATES = WorkspaceCandidatesQuery;

let testDb: TestDb;
let yoga: GraphQLServer;
let f: Fixture;
const tokens: Record<string, string> = {};

const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });
type Answer = {
  body: { errors?: { extensions?: { code?: string; issues?: { path: string }[] } }[] };
};
const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;
const issuesOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.issues;

async function createAs(user: string, name: string, description = "Some stores") {
  const answer = await as(user, CREATE, { input: { name, description } });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.createWorkspace._id as string;
}

beforeAll(async () => {
  testDb = await createTestDb();
  f = await seedTwoTenantFixture(testDb.db);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
});
afterAll(async () => testDb.close());

describe("workspaces", () => {
  it("lists a default workspace with every store of the tenant, created on first read", async () => {
    const answer = await as("storeA", LIST);
    expect(answer.body.data.workspaces).toEqual([
      expect.objectContaining({ defaultWorkspace: true, totalLocations: f.locationsA.length }),
    ]);
    const b = await as("adminB", LIST);
    expect(b.body.data.workspaces[0].totalLocations).toBe(f.locationsB.length);
  });

  it("creates, fills, renames and deletes a workspace, with totals in the list", async () => {
    const id = await createAs("adminA", "Norte");
    const set = await as("adminA", SET, {
      input: { workspaceId: id, add: f.locationsA.slice(0, 2) },
    });
    expect(set.body.data.setWorkspaceLocations.totalLocations).toBe(2);
    const list = await as("adminA", LIST);
    expect(list.body.data.workspaces.find((w: { _id: string }) => w._id === id)).toMatchObject({
      name: "Norte",
      totalLocations: 2,
      defaultWorkspace: false,
    });

    const removed = await as("adminA", SET, {
      input: { workspaceId: id, remove: [f.locationsA[0]] },
    });
    expect(removed.body.data.setWorkspaceLocations.totalLocations).toBe(1);

    const renamed = await as("adminA", UPDATE, {
      id,
      input: { name: "Norte 2", description: "Renamed" },
    });
    expect(renamed.body.data.updateWorkspace).toMatchObject({
      name: "Norte 2",
      description: "Renamed",
    });
    expect((await as("adminA", DELETE, { id })).body.data.deleteWorkspace).toBe("DONE");
    expect(
      (await as("adminA", LIST)).body.data.workspaces.some((w: { _id: string }) => w._id === id),
    ).toBe(false);
  });

  it("refuses names and descriptions outside 2–15 and 2–30 characters and writes nothing", async () => {
    const before = await testDb.db.select().from(workspaces);
    for (const input of [
      { name: "N", description: "Valid text" },
      { name: "A name too long!", description: "Valid text" },
      { name: "Valid", description: "x" },
      { name: "Valid", description: "d".repeat(31) },
      { name: "  ", description: "Valid text" },
    ]) {
      const answer = await as("adminA", CREATE, { input });
      expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    }
    expect(await testDb.db.select().from(workspaces)).toHaveLength(before.length);
    // The limits themselves are accepted.
    await createAs("adminA", "ab", "cd");
    await createAs("adminA", "n".repeat(15), "d".repeat(30));
  });

  it("refuses foreign or unknown store ids all-or-nothing", async () => {
    const id = await createAs("adminA", "Mixed");
    const foreign = await as("adminA", SET, {
      input: { workspaceId: id, add: [f.locationsA[0], f.locationsB[0]] },
    });
    expect(codeOf(foreign)).toBe("BAD_USER_INPUT");
    const unknown = await as("adminA", SET, {
      input: { workspaceId: id, add: ["00000000-0000-4000-8000-000000000000"] },
    });
    expect(codeOf(unknown)).toBe("BAD_USER_INPUT");
    const rows = await testDb.db
      .select()
      .from(workspaceLocations)
      .where(eq(workspaceLocations.workspaceId, id));
    expect(rows).toHaveLength(0);
  });

  it("keeps every operation inside the caller's tenant", async () => {
    const idA = await createAs("adminA", "Sur");
    await as("adminA", SET, { input: { workspaceId: idA, add: [f.locationsA[1]] } });
    const listB = await as("adminB", LIST);
    expect(listB.body.data.workspaces.some((w: { _id: string }) => w._id === idA)).toBe(false);

    expect(
      codeOf(
        await as("adminB", UPDATE, { id: idA, input: { name: "Hacked", description: "Hacked" } }),
      ),
    ).toBe("NOT_FOUND");
    expect(codeOf(await as("adminB", DELETE, { id: idA }))).toBe("NOT_FOUND");
    expect(
      codeOf(await as("adminB", SET, { input: { workspaceId: idA, add: [f.locationsB[0]] } })),
    ).toBe("NOT_FOUND");
    expect(codeOf(await as("adminB", LOCATIONS, { workspaceId: idA }))).toBe("NOT_FOUND");
    expect(codeOf(await as("adminB", CANDIDATES, { workspaceId: idA, limit: 10 }))).toBe(
      "NOT_FOUND",
    );
    // Selecting another tenant's workspace is NOT_FOUND, not the caller's default.
    expect(codeOf(await as("adminB", SELECTION, { workspaceId: idA }))).toBe("NOT_FOUND");

    const [row] = await testDb.db.select().from(workspaces).where(eq(workspaces.id, idA));
    expect(row.name).toBe("Sur");
  });

  it("pages a workspace's stores with a search and reports the total", async () => {
    const id = await createAs("adminA", "Paged");
    await as("adminA", SET, { input: { workspaceId: id, add: f.locationsA } });
    const page = await as("storeA", LOCATIONS, { workspaceId: id, limit: 2, offset: 0 });
    expect(page.body.data.workspaceLocations.total).toBe(3);
    expect(page.body.data.workspaceLocations.items).toHaveLength(2);
    expect(page.body.data.workspaceLocations.items[0]).toMatchObject({
      name: "A Store 1",
      id: "locations/A1",
      locationState: { placeId: "place-A-1" },
    });
    const search = await as("storeA", LOCATIONS, { workspaceId: id, search: "store 3" });
    expect(search.body.data.workspaceLocations).toMatchObject({
      total: 1,
      items: [{ name: "A Store 3" }],
    });
    expect(codeOf(await as("storeA", LOCATIONS, { workspaceId: id, limit: 1000 }))).toBe(
      "BAD_USER_INPUT",
    );
    const candidates = await as("adminA", CANDIDATES, { workspaceId: id, limit: 10 });
    expect(
      candidates.body.data.workspaceCandidates.items.every(
        (c: { inWorkspace: boolean }) => c.inWorkspace,
      ),
    ).toBe(true);
  });

  it("gives selection lists, empty for the default workspace of a non-platform user", async () => {
    const id = await createAs("adminA", "Lists");
    await as("adminA", SET, { input: { workspaceId: id, add: [f.locationsA[0]] } });
    const custom = await as("leadA", SELECTION, { workspaceId: id });
    expect(custom.body.data.workspaceSelection).toMatchObject({
      names: ["A Store 1"],
      ids: [f.locationsA[0]],
      externalIds: ["locations/A1"],
      placeIds: ["place-A-1"],
    });
    const platform = await as("storeA", SELECTION, { workspaceId: null });
    expect(platform.body.data.workspaceSelection.ids).toHaveLength(3);
    const lead = await as("leadA", SELECTION, { workspaceId: null });
    expect(lead.body.data.workspaceSelection).toMatchObject({
      names: [],
      ids: [],
      externalIds: [],
      placeIds: [],
    });
    expect(lead.body.data.workspaceSelection.workspace).toMatchObject({
      defaultWorkspace: true,
      totalLocations: 3,
    });
  });

  it("lets only ADMIN or WS_ADMIN change workspaces, and nobody change the default one", async () => {
    expect(
      codeOf(await as("storeA", CREATE, { input: { name: "Nope", description: "Nope" } })),
    ).toBe("FORBIDDEN");
    const list = await as("adminA", LIST);
    const defaultId = list.body.data.workspaces.find(
      (w: { defaultWorkspace: boolean }) => w.defaultWorkspace,
    )._id;
    expect(codeOf(await as("adminA", DELETE, { id: defaultId }))).toBe("BAD_USER_INPUT");
    expect(
      codeOf(
        await as("adminA", SET, { input: { workspaceId: defaultId, add: [f.locationsA[0]] } }),
      ),
    ).toBe("BAD_USER_INPUT");
    expect(codeOf(await callGraphQL(yoga, LIST))).toBe("UNAUTHENTICATED");
  });
});

// "Zona Norte Buenos Aires" was saved as "Zona Norte Buen", and a tenant could have two "Norte".
describe("workspace names", () => {
  /** Workspaces of a tenant named `name`, whatever its case. */
  const named = (tenantId: string, name: string) =>
    testDb.db
      .select()
      .from(workspaces)
      .where(
        and(eq(workspaces.tenantId, tenantId), sql`lower(${workspaces.name}) = lower(${name})`),
      );

  it("refuses a name past 15 characters on its field, neither cut nor saved", async () => {
    const answer = await as("adminA", CREATE, {
      input: { name: "Zona Norte Buenos Aires", description: "Zona norte" },
    });
    expect(codeOf(answer)).toBe("BAD_USER_INPUT");
    expect(issuesOf(answer)).toEqual([{ path: "name", message: "tooLong" }]);
    const saved = await testDb.db
      .select()
      .from(workspaces)
      .where(sql`${workspaces.name} ilike 'zona norte%'`);
    expect(saved).toEqual([]);
  });

  it("refuses a name the tenant already has, whatever its case or spaces, and saves nothing", async () => {
    await createAs("adminA", "Centro");
    for (const name of ["Centro", " centro ", "CENTRO"]) {
      const answer = await as("adminA", CREATE, { input: { name, description: "Otra vez" } });
      expect(codeOf(answer), name).toBe("BAD_USER_INPUT");
      expect(issuesOf(answer)).toEqual([{ path: "name", message: "duplicateName" }]);
    }
    expect(await named(f.tenantA, "centro")).toHaveLength(1);
  });

  // "Sur 1" and "sur   1" were both accepted: names differing only in inner spaces are one name.
  it("keeps a name with one space between words and refuses one that differs only in spaces", async () => {
    const id = await createAs("adminA", "  Sur \t  1 ");
    const [saved] = await testDb.db.select().from(workspaces).where(eq(workspaces.id, id));
    expect(saved!.name).toBe("Sur 1");
    for (const name of ["sur   1", "SUR\u00a01", " Sur  1"]) {
      const answer = await as("adminA", CREATE, { input: { name, description: "Otra vez" } });
      expect(issuesOf(answer), name).toEqual([{ path: "name", message: "duplicateName" }]);
    }
    const oeste = await createAs("adminA", "Oeste 2");
    const clash = await as("adminA", UPDATE, {
      id: oeste,
      input: { name: "sur    1", description: "Renamed" },
    });
    expect(issuesOf(clash)).toEqual([{ path: "name", message: "duplicateName" }]);
    // A write that skips the service is refused by the index on the normalized name.
    const raw = testDb.db
      .insert(workspaces)
      .values({ tenantId: f.tenantA, name: " sur   1", description: "Raced" });
    const error = await raw.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, WORKSPACE_NAME_INDEX)).toBe(true);
    expect(await named(f.tenantA, "sur 1")).toHaveLength(1);
    await as("adminA", DELETE, { id });
    await as("adminA", DELETE, { id: oeste });
  });

  it("refuses renaming to another workspace's name, but not a new case of its own", async () => {
    const centro = (await named(f.tenantA, "centro"))[0]!.id;
    const oeste = await createAs("adminA", "Oeste");
    const clash = await as("adminA", UPDATE, {
      id: oeste,
      input: { name: "centro", description: "Renamed" },
    });
    expect(issuesOf(clash)).toEqual([{ path: "name", message: "duplicateName" }]);
    const [kept] = await testDb.db.select().from(workspaces).where(eq(workspaces.id, oeste));
    expect(kept).toMatchObject({ name: "Oeste", description: "Some stores" });

    const recased = await as("adminA", UPDATE, {
      id: centro,
      input: { name: "CENTRO", description: "Same name" },
    });
    expect(recased.body.errors).toBeUndefined();
    expect(recased.body.data.updateWorkspace.name).toBe("CENTRO");
  });

  it("refuses the default workspace's stored name too", async () => {
    const answer = await as("adminA", CREATE, {
      input: { name: "all stores", description: "Every store" },
    });
    expect(issuesOf(answer)).toEqual([{ path: "name", message: "duplicateName" }]);
  });

  it("lets another tenant use the same name", async () => {
    const id = await createAs("adminB", "Centro");
    expect(await named(f.tenantB, "centro")).toHaveLength(1);
    expect(await named(f.tenantA, "centro")).toHaveLength(1);
    // The paging tests below count tenant B's workspaces.
    await as("adminB", DELETE, { id });
  });

  it("has the database refuse a duplicate that skips the service", async () => {
    const write = testDb.db
      .insert(workspaces)
      .values({ tenantId: f.tenantA, name: "cEnTrO", description: "Raced" });
    const error = await write.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, WORKSPACE_NAME_INDEX)).toBe(true);
  });

  it("lets only one of two simultaneous creations of a name through", async () => {
    const answers = await Promise.all(
      ["Simultáneo", "simultáneo"].map((name) =>
        as("adminA", CREATE, { input: { name, description: "At once" } }),
      ),
    );
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    expect(answers.map(issuesOf).filter(Boolean)).toEqual([
      [{ path: "name", message: "duplicateName" }],
    ]);
    expect(await named(f.tenantA, "simultáneo")).toHaveLength(1);
  });
});

// workspaceLocations on the default workspace gave a REVIEWS-only user every store of the tenant
// (ids, names, place ids) while `locations` refused them.
describe("the default workspace's stores", () => {
  let defaultId: string;
  beforeAll(async () => {
    const list = await as("adminA", LIST);
    defaultId = list.body.data.workspaces.find(
      (w: { defaultWorkspace: boolean }) => w.defaultWorkspace,
    )._id;
  });

  it("are refused to a REVIEWS-only user, as `locations` refuses them", async () => {
    expect(codeOf(await as("reviewsA", `{ locations { total } }`))).toBe("FORBIDDEN");
    const page = await as("reviewsA", LOCATIONS, { workspaceId: defaultId });
    expect(codeOf(page)).toBe("FORBIDDEN");
    expect(page.body.data ?? null).toBeNull();
  });

  it("leave the REVIEWS-only user's selection empty, so the selector still works", async () => {
    for (const id of [null, defaultId]) {
      const selection = await as("reviewsA", SELECTION, { workspaceId: id });
      expect(selection.body.errors).toBeUndefined();
      expect(selection.body.data.workspaceSelection).toMatchObject({
        workspace: { _id: defaultId, defaultWorkspace: true, totalLocations: 3 },
        names: [],
        ids: [],
        externalIds: [],
        placeIds: [],
      });
    }
    // The selector's own list still loads.
    expect((await as("reviewsA", LIST)).body.data.workspaces[0]._id).toBe(defaultId);
  });

  it("stay open to the store section and to trial users", async () => {
    for (const user of ["storeA", "adminA", "leadA"]) {
      const page = await as(user, LOCATIONS, { workspaceId: defaultId });
      expect(page.body.data.workspaceLocations.total, user).toBe(3);
    }
    const selection = await as("storeA", SELECTION, { workspaceId: defaultId });
    expect(selection.body.data.workspaceSelection.ids).toHaveLength(3);
  });

  it("do not close a custom workspace, whose stores every member selects (spec §4)", async () => {
    const id = await createAs("adminA", "Reviewed");
    await as("adminA", SET, { input: { workspaceId: id, add: [f.locationsA[1]] } });
    const page = await as("reviewsA", LOCATIONS, { workspaceId: id });
    expect(page.body.data.workspaceLocations).toMatchObject({
      total: 1,
      items: [{ name: "A Store 2" }],
    });
    const selection = await as("reviewsA", SELECTION, { workspaceId: id });
    expect(selection.body.data.workspaceSelection.names).toEqual(["A Store 2"]);
  });
});

// A tenant with 1,216 workspaces got all of them in one answer.
