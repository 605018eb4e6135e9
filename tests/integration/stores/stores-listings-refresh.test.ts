// A tenant's listings read from its account's location list (100 a call): every store of the
// tenant gets its listing kept, another tenant's stores none, and a second read updates in place.
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { locationDetails } from "@/lib/db/schema";
import { refreshTenantListings } from "@/lib/stores/details";
import { setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let env: StoreEdits;

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 3, workers: 0 });
}, 90_000);

afterAll(() => env.close());

it("keeps the listing of every store the tenant holds, and only theirs", async () => {
  const { testDb, f, maps, simStores } = env;
  const saved = await refreshTenantListings(testDb.db, maps, { tenantId: f.tenantA });
  expect(saved).toBe(3);
  const rows = await testDb.db
    .select({ tenantId: locationDetails.tenantId, location: locationDetails.location })
    .from(locationDetails);
  expect(rows.map((row) => row.location.name).sort()).toEqual([...simStores].sort());
  expect(rows.every((row) => row.tenantId === f.tenantA)).toBe(true);
  expect(rows[0]!.location.regularHours?.periods?.length).toBeGreaterThan(0);

  await maps.patchLocation(simStores[0]!, { title: "Renamed on the service" } as never, {
    updateMask: ["title"],
  });
  await refreshTenantListings(testDb.db, maps, { tenantId: f.tenantA });
  const [kept] = await testDb.db
    .select({ location: locationDetails.location })
    .from(locationDetails)
    .where(eq(locationDetails.locationId, f.locationsA[0]!));
  expect(kept!.location.title).toBe("Renamed on the service");
});
