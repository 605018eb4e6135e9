// The demo stores used to be drawn apart from the simulator's locations they point at: opening one
// read the service's listing over it ("Acme Farmacia Usaquén" became "Acme Retail Echo Park"), and
// stores the list showed as open and unique were duplicates the service refused to edit.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/seed/seed";
import { buildTenantPlans } from "@/lib/seed/tenants";
import { createMapsClient, type MapsClient } from "@/lib/maps/client";
import { PRODUCT_LOCATION_READ_MASK } from "@/lib/stores/to-product-location";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { simVerifications } from "@/lib/maps-simulator/schema";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { refreshDetails } from "@/lib/stores/details";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

let handle: TestDb;

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedDatabase(handle.db, { now: new Date("2025-06-01T12:00:00Z") });
  await seedMapsSimulator(handle.db);
}, 120_000);

afterAll(async () => {
  setDbForTests(undefined);
  await handle?.close();
});

/** A client signed in as the simulator identity that manages `accountId`. */
async function ownerClient(accountId: string): Promise<MapsClient> {
  const owner = SIM_IDENTITIES.find((identity) =>
    identity.accounts.some((account) => account.id === accountId),
  );
  if (!owner) throw new Error(`No identity manages account ${accountId}`);
  const tokens = await simulatorSignIn(owner.sub);
  return createMapsClient({ accessToken: tokens.access_token, fetch: simulatorFetch });
}

/** What the store list shows of a store, and what decides whether it may be edited. */
const visible = (row: typeof locations.$inferSelect) => ({
  locationName: row.locationName,
  storeCode: row.storeCode,
  regionCode: row.regionCode,
  postalCode: row.postalCode,
  administrativeArea: row.administrativeArea,
  locality: row.locality,
  addressLines: row.addressLines,
  openStatus: row.openStatus,
  duplicateLocation: row.duplicateLocation,
});

describe("demo stores and their maps-service locations", () => {
  it.each(buildTenantPlans().map((plan) => [plan.name, plan] as const))(
    "%s: every store reads as the location it points at",
    async (_name, plan) => {
      const stores = await handle.db
        .select()
        .from(locations)
        .where(eq(locations.tenantId, plan.id))
        .orderBy(locations.googleId);
      expect(stores).toHaveLength(plan.locationCount);

      const client = await ownerClient(plan.account.id);
      const served = new Map(
        (await client.listAllLocations(plan.account.id, PRODUCT_LOCATION_READ_MASK)).map(
          (location) => [location.name, location],
        ),
      );
      const newest = new Map<string, string>();
      const history = await handle.db
        .select()
        .from(simVerifications)
        .where(
          inArray(
            simVerifications.locationId,
            stores.map((store) => store.googleId.replace("locations/", "")),
          ),
        )
        .orderBy(simVerifications.createTime, simVerifications.id);
      for (const attempt of history) newest.set(`locations/${attempt.locationId}`, attempt.state);

      for (const store of stores) {
        const location = served.get(store.googleId);
        expect(location, store.googleId).toBeDefined();
        const address = location!.storefrontAddress!;
        expect(visible(store), store.googleId).toEqual({
          locationName: location!.title,
          storeCode: location!.storeCode,
          regionCode: address.regionCode,
          postalCode: address.postalCode,
          administrativeArea: address.administrativeArea,
          locality: address.locality,
          addressLines: address.addressLines,
          openStatus: location!.openInfo?.status ?? "OPEN",
          duplicateLocation: location!.metadata?.duplicateLocation !== undefined,
        });
        expect(store.account).toBe(`accounts/${plan.account.id}`);
        expect(store.verified, store.googleId).toBe(newest.get(store.googleId) ?? null);
        expect(store.placeId, store.googleId).toBe(location!.metadata?.placeId ?? null);
      }
    },
    60_000,
  );

  it("keeps a store as it was when its page reads the listing again", async () => {
    const acme = buildTenantPlans().find((plan) => plan.name === "acme")!;
    const client = await ownerClient(acme.account.id);
    // The first store, a pending one, a duplicate and a closed one (simLocationTraits).
    const ids = [0, 3, 7, 13].map((index) => `locations/${simLocationId("1001", index)}`);
    const before = await handle.db
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, acme.id), inArray(locations.googleId, ids)))
      .orderBy(locations.googleId);
    expect(before.map((store) => store.duplicateLocation)).toEqual([false, false, true, false]);
    expect(before.map((store) => store.openStatus)).toEqual([
      "OPEN",
      "OPEN",
      "OPEN",
      "CLOSED_TEMPORARILY",
    ]);
    for (const store of before) await refreshDetails(handle.db, client, store);
    const after = await handle.db
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, acme.id), inArray(locations.googleId, ids)))
      .orderBy(locations.googleId);
    expect(after.map(visible)).toEqual(before.map(visible));
    expect(after.map((store) => [store.mapsUri, store.placeId, store.verified])).toEqual(
      before.map((store) => [store.mapsUri, store.placeId, store.verified]),
    );
  });
});
