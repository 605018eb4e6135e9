// The store table's filters (spec §5) through listLocations on the shared list query: each filter
// type on each kind of column, wildcards taken literally, workspaces, and two tenants kept apart.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import type { Db } from "@/lib/db/client";
import { locations, tenants, workspaceLocations, workspaces } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { listLocations } from "@/lib/stores/queries";
import type { ColumnFilter, FilterType } from "@/lib/validation/list-query";
import type { LocationFilterColumn } from "@/lib/validation/locations";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

let testDb: TestDb;
let db: Db;
let statements = 0;
let tenantC: string;
let tenantD: string;
let workspace: ListWorkspace;

const STORES = [
  ["Acme Palermo", "AC-1", ["Av. Corrientes 1234", "Local 5"], ["mall", "24h"], "Buenos Aires"],
  ["acme Recoleta", "AC-2", ["Av. Santa Fe 50"], ["street"], "Buenos Aires"],
  ["Bodega Centro", "BC-1", ["Calle Mayor 1"], [], "Madrid"],
  ["Café 100%_real", "CF-9", ["Gran Vía 2"], ["flagship"], "Málaga"],
  ["Zeta Norte", null, [], [], null],
] as const;

beforeAll(async () => {
  testDb = await createTestDb({ onQuery: () => void statements++ });
  db = testDb.db;
  const [c, d] = await db
    .insert(tenants)
    .values([{ name: "charlie" }, { name: "delta" }])
    .returning({ id: tenants.id });
  tenantC = c.id;
  tenantD = d.id;
  const ids = await db
    .insert(locations)
    .values(
      STORES.map(([locationName, storeCode, addressLines, labels, locality], i) => ({
        tenantId: tenantC,
        googleId: `locations/c${i}`,
        account: "accounts/c",
        locationName,
        storeCode,
        addressLines: [...addressLines],
        labels: [...labels],
        locality,
      })),
    )
    .returning({ id: locations.id });
  // Delta's stores match every filter below on purpose: Charlie must still never see them.
  await db.insert(locations).values(
    STORES.map(([locationName, storeCode, addressLines, labels, locality], i) => ({
      tenantId: tenantD,
      googleId: `locations/d${i}`,
      account: "accounts/d",
      locationName,
      storeCode,
      addressLines: [...addressLines],
      labels: [...labels],
      locality,
    })),
  );
  const [row] = await db
    .insert(workspaces)
    .values({ tenantId: tenantC, name: "Sur", description: "Two stores" })
    .returning({ id: workspaces.id });
  await db.insert(workspaceLocations).values(
    [ids[1], ids[3]].map(({ id }) => ({
      workspaceId: row.id,
      locationId: id,
      tenantId: tenantC,
    })),
  );
  const [saved] = await db.select().from(workspaces).where(eq(workspaces.id, row.id));
  workspace = { id: saved.id, isDefault: false, locationCount: saved.locationCount };
});

afterAll(async () => {
  await testDb?.close();
});

type Filter = ColumnFilter<LocationFilterColumn>;
const filter = (column: LocationFilterColumn, type: FilterType, word: string): Filter => ({
  column,
  type,
  word,
});
async function names(filters: Filter[], extra: Partial<Parameters<typeof listLocations>[1]> = {}) {
  const page = await listLocations(db, { tenantId: tenantC, limit: 50, ...extra, filters });
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.locationName);
}

describe("each filter type, compared on lowercase text", () => {
  it.each([
    ["contains", "PALERMO", ["Acme Palermo"]],
    ["startsWith", "ACME", ["acme Recoleta", "Acme Palermo"]],
    ["endsWith", "Centro", ["Bodega Centro"]],
    ["matches", "acme palermo", ["Acme Palermo"]],
    ["matches", "acme", []],
    ["greaterThan", "bodega centro", ["Café 100%_real", "Zeta Norte"]],
    ["lessThan", "B", ["acme Recoleta", "Acme Palermo"]],
  ] as const)("name %s %j", async (type, word, expected) => {
    expect((await names([filter("locationName", type, word)])).sort()).toEqual(
      [...expected].sort(),
    );
  });

  it("folds accented capitals as well", async () => {
    expect(await names([filter("locationName", "contains", "CAFÉ")])).toEqual(["Café 100%_real"]);
    expect(await names([filter("locality", "matches", "MÁLAGA")])).toEqual(["Café 100%_real"]);
  });

  it("filters the store code, leaving stores without one out", async () => {
    expect(await names([filter("storeCode", "startsWith", "ac-")])).toHaveLength(2);
    expect(await names([filter("storeCode", "greaterThan", "a")])).toHaveLength(4);
  });

  it("filters the address lines and the labels, each read as one text", async () => {
    expect(await names([filter("address", "contains", "corrientes")])).toEqual(["Acme Palermo"]);
    expect(await names([filter("address", "startsWith", "av.")])).toHaveLength(2);
    expect(await names([filter("address", "endsWith", "local 5")])).toEqual(["Acme Palermo"]);
    expect(await names([filter("labels", "contains", "MALL")])).toEqual(["Acme Palermo"]);
    expect(await names([filter("labels", "matches", "street")])).toEqual(["acme Recoleta"]);
  });

  it("ANDs several filters and keeps the list's own filters", async () => {
    expect(
      await names([
        filter("locationName", "startsWith", "acme"),
        filter("labels", "contains", "24h"),
      ]),
    ).toEqual(["Acme Palermo"]);
    expect(
      await names([filter("locality", "matches", "buenos aires")], { search: "recoleta" }),
    ).toEqual(["acme Recoleta"]);
  });
});

describe("LIKE wildcards are plain characters", () => {
  it.each([
    ["%", ["Café 100%_real"]],
    ["_", ["Café 100%_real"]],
    ["0%_r", ["Café 100%_real"]],
    ["a%e", []],
    ["\\", []],
  ])("contains %j", async (word, expected) => {
    expect(await names([filter("locationName", "contains", word)])).toEqual(expected);
  });
});

describe("paging, totals and statements", () => {
  it("pages a filtered list with its total, in one statement a page", async () => {
    statements = 0;
    const first = await listLocations(db, {
      tenantId: tenantC,
      filters: [filter("locationName", "startsWith", "acme")],
      sortBy: "locationName",
      sortDirection: "desc",
      limit: 1,
    });
    expect(statements).toBe(1);
    expect(first).toMatchObject({ total: 2, items: [{ locationName: "acme Recoleta" }] });
    const past = await listLocations(db, {
      tenantId: tenantC,
      filters: [filter("locationName", "startsWith", "acme")],
      limit: 1,
      offset: 5,
    });
    expect(past).toEqual({ items: [], total: 2 });
  });
});

describe("workspaces", () => {
  it("keeps a workspace's stores, its total from the workspace's counter", async () => {
    statements = 0;
    const page = await listLocations(db, { tenantId: tenantC, workspace, limit: 50 });
    expect(statements).toBe(1);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.locationName).sort()).toEqual([
      "Café 100%_real",
      "acme Recoleta",
    ]);
    expect(await names([filter("locationName", "contains", "acme")], { workspace })).toEqual([
      "acme Recoleta",
    ]);
  });

  it("lists every store for the default workspace", async () => {
    const all = await listLocations(db, {
      tenantId: tenantC,
      workspace: { id: workspace.id, isDefault: true, locationCount: 0 },
    });
    expect(all.total).toBe(STORES.length);
  });

  it("never lists another tenant's stores through a workspace id", async () => {
    const page = await listLocations(db, { tenantId: tenantD, workspace, limit: 50 });
    expect(page.items.some((item) => item.tenantId !== tenantD)).toBe(false);
  });
});

describe("tenant isolation and refusals", () => {
  it("filters within the caller's tenant only", async () => {
    const page = await listLocations(db, {
      tenantId: tenantC,
      filters: [filter("locationName", "contains", "a")],
      limit: 50,
    });
    expect(page.total).toBe(STORES.length);
    expect(page.items.every((item) => item.tenantId === tenantC)).toBe(true);
  });

  it.each([
    ["a column outside the allowlist", { column: "tenantId", type: "contains", word: "x" }],
    ["an unknown type", { column: "locationName", type: "like", word: "x" }],
    ["an empty word", { column: "locationName", type: "contains", word: "  " }],
  ])("refuses %s", async (_label, bad) => {
    await expect(
      listLocations(db, {
        tenantId: tenantC,
        filters: [bad as Filter],
      }),
    ).rejects.toBeInstanceOf(ZodError);
  });
});
