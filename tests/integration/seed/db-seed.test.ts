import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import {
  locationCounts,
  locations,
  memberSettings,
  moduleStatus,
  tenants,
  users,
} from "@/lib/db/schema";
import { CREDENTIAL_ACCOUNTS } from "@/lib/seed/demo-accounts";
import { hasSeedData, resetDatabase, seedDatabase } from "@/lib/seed/seed";
import { tenantId } from "@/lib/seed/tenants";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

let testDb: TestDb;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
});
afterAll(async () => {
  await testDb?.close();
});

const storesOf = async (name: string) =>
  (
    await db
      .select({ n: count() })
      .from(locations)
      .where(eq(locations.tenantId, tenantId(name)))
  )[0].n;

describe("demo seed", () => {
  it("loads tenants, stores, users and settings, with stable ids", async () => {
    expect(await hasSeedData(db)).toBe(false);
    const summary = await seedDatabase(db, { stores: 300 });
    expect(await hasSeedData(db)).toBe(true);
    expect(await storesOf("acme")).toBe(300);
    expect(await storesOf("globex")).toBe(120);
    const [initech] = await db.select().from(tenants).where(eq(tenants.name, "initech"));
    expect(initech.status).toBe("DISABLE");
    const userCount = (await db.select({ n: count() }).from(users))[0].n;
    expect(userCount).toBe(summary.users);
    expect((await db.select({ n: count() }).from(memberSettings))[0].n).toBe(summary.users);
    expect(
      await db.select().from(moduleStatus).where(eq(moduleStatus.status, "MAINTENANCE")),
    ).toEqual([]);
  });

  it("stores passwords that verify for every credential account and for no other password", async () => {
    for (const account of CREDENTIAL_ACCOUNTS) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.username, account.username as string));
      expect(await verifyPassword(account.password as string, user.passwordHash)).toBe(true);
      expect(await verifyPassword("wrong", user.passwordHash)).toBe(false);
    }
  });

  it("leaves the store counters equal to the real counts", async () => {
    const real = await db.execute<{ tenant_id: string; n: number }>(sql`
      select tenant_id, count(*)::int as n from locations group by tenant_id order by tenant_id`);
    const kept = await db.execute<{ tenant_id: string; n: number }>(sql`
      select tenant_id, sum(${locationCounts.count})::int as n from ${locationCounts} group by tenant_id having sum(${locationCounts.count}) > 0 order by tenant_id`);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual(
      (real as unknown as { rows: unknown[] }).rows,
    );
  });

  it("reseeds the same data after a reset", async () => {
    const before = await db
      .select({ id: locations.id, name: locations.locationName })
      .from(locations)
      .orderBy(locations.id);
    await resetDatabase(db);
    expect(await hasSeedData(db)).toBe(false);
    expect(await storesOf("acme")).toBe(0);
    await seedDatabase(db, { stores: 300 });
    const after = await db
      .select({ id: locations.id, name: locations.locationName })
      .from(locations)
      .orderBy(locations.id);
    expect(after).toEqual(before);
  });
});
