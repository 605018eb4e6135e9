// Workspace names: the length, the tenant's uniqueness whatever the case or spaces, in the
// service and in the database.
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "@/lib/db/errors";
import { WORKSPACE_NAME_INDEX, workspaces } from "@/lib/db/schema";
import {
  as,
  LIST,
  codeOf,
  CREATE,
  createAs,
  DELETE,
  f,
  issuesOf,
  testDb,
  UPDATE,
  startWorkspacesServer,
} from "./workspaces-fixture";

startWorkspacesServer();

// "Zona Norte Buenos Aires" was saved as "Zona Norte Buen", and a tenant could have two "Norte".
describe("workspace names", () => {
  // The tenant's default workspace exists once its list has been read, as on the page.
  beforeAll(async () => {
    await as("adminA", LIST);
  });

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
