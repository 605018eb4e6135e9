import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { setDbForTests } from "@/lib/db/client";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { simAccountAdmins, simLocations, simOAuthTokens } from "@/lib/maps-simulator/schema";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

let handle: TestDb;

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

async function locationCount(accountId: string) {
  const [{ n }] = await handle.db
    .select({ n: count() })
    .from(simLocations)
    .where(eq(simLocations.accountId, accountId));
  return n;
}

describe("seedMapsSimulator", () => {
  it("fills every identity's accounts with their location counts", async () => {
    await seedMapsSimulator(handle.db);
    for (const identity of SIM_IDENTITIES) {
      for (const account of identity.accounts)
        expect(await locationCount(account.id)).toBe(account.locationCount);
    }
    const admins = await handle.db
      .select()
      .from(simAccountAdmins)
      .where(eq(simAccountAdmins.sub, "sim-owner-acme"));
    expect(admins.map((a) => a.accountId)).toEqual(["1001"]);
  });

  it("is idempotent and deterministic, and wipes outstanding tokens", async () => {
    const id = simLocationId("1002", 17);
    const [before] = await handle.db.select().from(simLocations).where(eq(simLocations.id, id));
    await simulatorSignIn("sim-owner-acme");
    await seedMapsSimulator(handle.db);
    const [after] = await handle.db.select().from(simLocations).where(eq(simLocations.id, id));
    expect(after.data).toEqual(before.data);
    expect(await locationCount("1002")).toBe(120);
    const [{ n }] = await handle.db.select({ n: count() }).from(simOAuthTokens);
    expect(n).toBe(0);
  });

  it("resizes the big account for fast tests and load runs", async () => {
    await seedMapsSimulator(handle.db, { bigAccountLocations: 5 });
    expect(await locationCount("1001")).toBe(5);
    expect(await locationCount("1002")).toBe(120);
    const started = Date.now();
    await seedMapsSimulator(handle.db, { bigAccountLocations: 3000 });
    expect(await locationCount("1001")).toBe(3000);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
