// Workspaces through GraphQL with two tenants: each tenant sees and changes only its own, every
// change is validated with the shared schema, and a refused change writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { workspaceLocations, workspaces } from "@/lib/db/schema";
import {
  anonymous,
  as,
  CANDIDATES,
  codeOf,
  CREATE,
  createAs,
  DELETE,
  f,
  LIST,
  LOCATIONS,
  SELECTION,
  SET,
  testDb,
  UPDATE,
  startWorkspacesServer,
} from "./workspaces-fixture";

startWorkspacesServer();

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
    expect(codeOf(await anonymous(LIST))).toBe("UNAUTHENTICATED");
  });
});

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
