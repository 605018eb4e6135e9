import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { locations, tenants } from "@/lib/db/schema";
import { getLocationsByIds, listLocations } from "@/lib/stores/queries";
import { createTestDb, seedTwoTenants, type TestDb } from "@/tests/integration/helpers/db";

type NewLocation = typeof locations.$inferInsert;

let testDb: TestDb;
let db: Db;
let statements = 0;
let tenantA: string;
let tenantB: string;

const STATUSES = ["OPEN", "OPEN", "OPEN", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"];
const VERIFIED = ["COMPLETED", "COMPLETED", "PENDING", "FAILED", null];
const CITIES = ["Rosario", "Madrid", "Austin"];

/** 30 stores for A: "Store 001".."Store 030", two named "Palermo", a "50% Off" and two without code. */
function storesOfA(tenantId: string): NewLocation[] {
  return Array.from({ length: 30 }, (_, i) => {
    const n = String(i + 1).padStart(3, "0");
    const name =
      i === 4 || i === 5 ? `Tienda Palermo ${n}` : i === 6 ? "Outlet 50% Off" : `Store ${n}`;
    return {
      tenantId,
      googleId: `locations/7${n}`,
      account: "accounts/7",
      locationName: name,
      storeCode: i === 9 || i === 19 ? null : `A-${n}`,
      locality: CITIES[i % 3],
      openStatus: STATUSES[i % 5],
      verified: VERIFIED[i % 5],
      createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
    };
  });
}

beforeAll(async () => {
  testDb = await createTestDb({ onQuery: () => void statements++ });
  db = testDb.db;
  const [a, b] = await db
    .insert(tenants)
    .values([{ name: "alpha" }, { name: "bravo" }])
    .returning({ id: tenants.id });
  tenantA = a.id;
  tenantB = b.id;
  await db.insert(locations).values(storesOfA(tenantA));
  // B's stores match A's searches on purpose: A must still never see them.
  await db.insert(locations).values([
    {
      tenantId: tenantB,
      googleId: "locations/8001",
      account: "accounts/8",
      locationName: "Tienda Palermo B",
      storeCode: "A-001",
      locality: "Rosario",
    },
    {
      tenantId: tenantB,
      googleId: "locations/8002",
      account: "accounts/8",
      locationName: "Store 001",
      storeCode: "B-002",
      locality: "Madrid",
    },
  ]);
});

afterAll(async () => {
  await testDb?.close();
});

const list = (input: Partial<Parameters<typeof listLocations>[1]> = {}) =>
  listLocations(db, {
    tenantId: tenantA,
    sortBy: "locationName",
    sortDirection: "asc",
    limit: 50,
    offset: 0,
    ...input,
  });

describe("listLocations", () => {
  it("pages through the whole tenant in a stable order with the total on every page", async () => {
    const all = await list();
    expect(all.total).toBe(30);
    const pages = await Promise.all([0, 10, 20].map((offset) => list({ limit: 10, offset })));
    expect(pages.map((page) => page.total)).toEqual([30, 30, 30]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      all.items.map((item) => item.id),
    );
    expect(new Set(all.items.map((item) => item.id)).size).toBe(30);
    expect(all.items.every((item) => item.tenantId === tenantA)).toBe(true);
  });

  it("sorts by each field in both directions, ties broken by id", async () => {
    const byName = await list();
    const names = byName.items.map((item) => item.locationName);
    expect(names.slice(0, 3)).toEqual(["Outlet 50% Off", "Store 001", "Store 002"]);

    const newest = await list({ sortBy: "createdAt", sortDirection: "desc", limit: 3 });
    expect(newest.items.map((item) => item.storeCode)).toEqual(["A-030", "A-029", "A-028"]);

    const codesAsc = await list({ sortBy: "storeCode" });
    expect(codesAsc.items.at(-1)?.storeCode).toBeNull(); // nulls last going up…
    const codesDesc = await list({ sortBy: "storeCode", sortDirection: "desc" });
    expect(codesDesc.items[0].storeCode).toBeNull(); // …and first going down
    expect(codesDesc.items[2].storeCode).toBe("A-030");

    const byCity = await list({ sortBy: "locality" });
    const rosario = byCity.items
      .filter((item) => item.locality === "Rosario")
      .map((item) => item.id);
    expect(rosario).toEqual([...rosario].sort());
    expect(byCity.items.map((item) => item.locality)).toEqual(
      [...byCity.items.map((item) => item.locality)].sort(),
    );
  });

  it("searches name and store code case-insensitively, with LIKE wildcards taken literally", async () => {
    const palermo = await list({ search: "PALERMO" });
    expect(palermo.items.map((item) => item.locationName)).toEqual([
      "Tienda Palermo 005",
      "Tienda Palermo 006",
    ]);
    expect(palermo.total).toBe(2);
    expect((await list({ search: "a-012" })).items.map((item) => item.storeCode)).toEqual([
      "A-012",
    ]);
    expect((await list({ search: "50%" })).items.map((item) => item.locationName)).toEqual([
      "Outlet 50% Off",
    ]);
    expect((await list({ search: "5_%" })).total).toBe(0);
    expect((await list({ search: "   " })).total).toBe(30); // blank search is no filter
  });

  it("filters by status, verification (including never verified) and locality, totals included", async () => {
    const open = await list({ openStatus: "OPEN", limit: 5 });
    expect(open.total).toBe(18);
    expect(open.items).toHaveLength(5);
    expect(open.items.every((item) => item.openStatus === "OPEN")).toBe(true);
    expect((await list({ verified: "NONE" })).items.every((item) => item.verified === null)).toBe(
      true,
    );
    expect((await list({ verified: "NONE" })).total).toBe(6);
    expect((await list({ verified: "COMPLETED", openStatus: "OPEN" })).total).toBe(12);
    const madrid = await list({ locality: "Madrid", openStatus: "CLOSED_TEMPORARILY" });
    expect(madrid.total).toBe(2);
    expect(
      madrid.items.every(
        (item) => item.locality === "Madrid" && item.openStatus === "CLOSED_TEMPORARILY",
      ),
    ).toBe(true);
  });

  it("reports the total even for a page past the end", async () => {
    expect(await list({ offset: 40, limit: 10 })).toEqual({ items: [], total: 30 });
    expect(await list({ search: "nothing like this" })).toEqual({ items: [], total: 0 });
  });

  it("answers a page with one SQL statement", async () => {
    statements = 0;
    await list({
      openStatus: "OPEN",
      sortBy: "locality",
      sortDirection: "desc",
      limit: 10,
      offset: 10,
    });
    await list({ search: "store", limit: 10 });
    expect(statements).toBe(2);
  });

  it("keeps totals right after stores change status, are deleted or added", async () => {
    const target = (await list({ search: "Store 002" })).items[0];
    expect(target.openStatus).toBe("OPEN");
    await db
      .update(locations)
      .set({ openStatus: "CLOSED_PERMANENTLY", verified: null })
      .where(eq(locations.id, target.id));
    expect((await list({ openStatus: "OPEN" })).total).toBe(17);
    expect((await list({ openStatus: "CLOSED_PERMANENTLY" })).total).toBe(7);
    await db.delete(locations).where(eq(locations.id, target.id));
    expect((await list()).total).toBe(29);
    await db.insert(locations).values({ ...storesOfA(tenantA)[1], googleId: "locations/7002b" });
    expect((await list({ openStatus: "OPEN" })).total).toBe(18);
    expect((await list()).total).toBe(30);
  });
});

describe("tenant isolation", () => {
  it("never returns another tenant's stores, whatever the filter", async () => {
    const palermo = await list({ search: "palermo" });
    expect(palermo.items.some((item) => item.tenantId !== tenantA)).toBe(false);
    expect((await list({ search: "B-002" })).total).toBe(0);
    const ofB = await listLocations(db, {
      tenantId: tenantB,
      sortBy: "locationName",
      sortDirection: "asc",
      limit: 50,
      offset: 0,
    });
    expect(ofB.total).toBe(2);
    expect(ofB.items.every((item) => item.tenantId === tenantB)).toBe(true);
  });

  it("getLocationsByIds ignores ids of another tenant", async () => {
    const ofB = await listLocations(db, { tenantId: tenantB, limit: 10 });
    const ofA = (await list({ limit: 2 })).items;
    const found = await getLocationsByIds(db, {
      tenantId: tenantA,
      ids: [...ofB.items.map((item) => item.id), ...ofA.map((item) => item.id)],
    });
    expect(found.map((item) => item.id).sort()).toEqual(ofA.map((item) => item.id).sort());
    expect(
      await getLocationsByIds(db, { tenantId: tenantA, ids: ofB.items.map((item) => item.id) }),
    ).toEqual([]);
    expect(await getLocationsByIds(db, { tenantId: tenantA, ids: [] })).toEqual([]);
  });

  it("seedTwoTenants gives each tenant its own stores and users", async () => {
    const { a, b } = await seedTwoTenants(db);
    const pageA = await listLocations(db, { tenantId: a.id, limit: 50 });
    const pageB = await listLocations(db, { tenantId: b.id, limit: 50 });
    expect(pageA.total).toBe(a.locationIds.length);
    expect(pageB.total).toBe(b.locationIds.length);
    expect(pageA.items.map((item) => item.id).sort()).toEqual([...a.locationIds].sort());
    expect(await getLocationsByIds(db, { tenantId: a.id, ids: b.locationIds })).toEqual([]);
    expect(a.admin.roles).toEqual(["ADMIN"]);
  });
});

describe("input validation", () => {
  it.each([
    ["a page above the cap", { limit: MAX_PAGE_SIZE + 1 }],
    ["an empty page", { limit: 0 }],
    ["a negative offset", { offset: -1 }],
    ["an offset above one million", { offset: 1_000_001 }],
    ["a search longer than 100 characters", { search: "x".repeat(101) }],
    ["an unknown sort field", { sortBy: "id" as "locationName" }],
    ["an unknown status", { openStatus: "SHUT" as "OPEN" }],
  ])("refuses %s", async (_label, input) => {
    await expect(list(input)).rejects.toBeInstanceOf(ZodError);
  });

  it("accepts exactly the cap", async () => {
    expect((await list({ limit: MAX_PAGE_SIZE })).items).toHaveLength(30);
  });

  it("refuses ids that are not UUIDs", async () => {
    await expect(
      getLocationsByIds(db, { tenantId: tenantA, ids: ["1 or 1=1"] }),
    ).rejects.toBeInstanceOf(ZodError);
  });
});
