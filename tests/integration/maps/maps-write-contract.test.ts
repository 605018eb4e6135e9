import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMapsClient, type MapsClient } from "@/lib/maps/client";
import { editErrorNotification } from "@/lib/stores/edit-notification";
import { MapsApiError } from "@/lib/maps/errors";
import { toProductLocation } from "@/lib/stores/to-product-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import {
  closeSimulator,
  openSimulator,
  resetQuotas,
  simCall,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

// Contract: the product's client (lib/maps) writes through the simulator's HTTP handlers and reads
// back what they stored, and turns each refusal into a MapsApiError a job can act on.

let sim: SimFixture;
let maps: MapsClient;
const STORE = simLocationId("1001", 0);

beforeAll(async () => {
  sim = await openSimulator(40);
  maps = createMapsClient({ accessToken: sim.acme, fetch: simulatorFetch });
});
afterAll(() => closeSimulator(sim));

async function refusal(promise: Promise<unknown>): Promise<MapsApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MapsApiError);
  return error as MapsApiError;
}

describe("lib/maps write path against the simulator", () => {
  it("patches a store and reads every field back", async () => {
    await resetQuotas(sim);
    const hours = {
      periods: [
        { openDay: "MONDAY", openTime: { hours: 9 }, closeDay: "MONDAY", closeTime: { hours: 18 } },
      ],
    } as const;
    const updated = await maps.patchLocation(
      STORE,
      {
        title: "Acme Recoleta",
        regularHours: { periods: [...hours.periods] },
        specialHours: {
          specialHourPeriods: [{ startDate: { year: 2030, month: 1, day: 1 }, closed: true }],
        },
        openInfo: { status: "CLOSED_TEMPORARILY" },
      },
      { updateMask: ["title", "regularHours", "specialHours", "openInfo.status"] },
    );
    const full = await maps.getFullLocation(STORE);
    expect(full).toEqual(updated);
    expect(full).toMatchObject({
      title: "Acme Recoleta",
      regularHours: hours,
      openInfo: { status: "CLOSED_TEMPORARILY", canReopen: true },
    });
    expect(toProductLocation(full, "1001")).toMatchObject({
      locationName: "Acme Recoleta",
      openStatus: "CLOSED_TEMPORARILY",
    });
    const dryRun = await maps.patchLocation(
      STORE,
      { title: "x" },
      {
        updateMask: "title",
        validateOnly: true,
      },
    );
    expect(dryRun).toEqual({});
  });

  it("creates idempotently and lists the new store", async () => {
    const store = {
      title: "Acme Online Outlet",
      languageCode: "en",
      storeCode: "ACME-WEB1",
      categories: { primaryCategory: { name: "categories/gcid:outlet_store" } },
      storefrontAddress: { regionCode: "US", addressLines: ["500 Market St"], locality: "Austin" },
    };
    const first = await maps.createLocation("accounts/1001", store, { requestId: "job-17-item-3" });
    const again = await maps.createLocation("1001", store, { requestId: "job-17-item-3" });
    expect(again.name).toBe(first.name);
    const names = (await maps.listAllLocations("1001", "name")).map((l) => l.name);
    expect(names.filter((name) => name === first.name)).toHaveLength(1);
  });

  it("writes attributes, categories and place action links in Google's shapes", async () => {
    await resetQuotas(sim);
    await maps.updateAttributes(
      STORE,
      [{ name: "attributes/url_instagram", uriValues: [{ uri: "https://instagram.com/acme.ar" }] }],
      ["url_instagram"],
    );
    const { attributes = [] } = await maps.getAttributes(STORE);
    expect(attributes).toContainEqual({
      name: "attributes/url_instagram",
      valueType: "URL",
      uriValues: [{ uri: "https://instagram.com/acme.ar" }],
    });
    const page = await maps.listCategories({ regionCode: "AR", languageCode: "es", pageSize: 5 });
    expect(page.categories).toHaveLength(5);
    expect(page.nextPageToken).toBeTruthy();
    const batch = await maps.batchGetCategories({
      names: ["categories/gcid:bakery", "categories/gcid:florist"],
      languageCode: "es",
    });
    expect(batch.categories?.map((c) => c.displayName).sort()).toEqual([
      "Floristería",
      "Panadería",
    ]);
    const link = await maps.createPlaceActionLink(STORE, {
      uri: "https://shop.acme-retail.example",
      placeActionType: "SHOP_ONLINE",
    });
    const patched = await maps.patchPlaceActionLink(link.name!, { isPreferred: true }, [
      "isPreferred",
    ]);
    expect(await maps.listAllPlaceActionLinks(STORE)).toEqual([patched]);
    await maps.deletePlaceActionLink(link.name!);
    expect(await maps.listPlaceActionLinks(STORE, { placeActionType: "SHOP_ONLINE" })).toEqual({});
  });

  it("turns refusals into errors that name the spec's notification and say whether to retry", async () => {
    await resetQuotas(sim);
    const phone = await refusal(
      maps.patchLocation(
        STORE,
        { phoneNumbers: { primaryPhone: "+34 912 345 678" } },
        {
          updateMask: "phoneNumbers",
        },
      ),
    );
    expect(phone).toMatchObject({
      status: 400,
      googleStatus: "INVALID_ARGUMENT",
      retryable: false,
    });
    expect(phone.fieldViolations).toEqual([
      { field: "phoneNumbers.primaryPhone", description: "Not a valid phone number for AR" },
    ]);
    expect(editErrorNotification("phoneNumbers", phone)).toBe("PHONE_NUMBERS_ERROR");

    const code = await refusal(
      maps.patchLocation(
        STORE,
        { storeCode: "ACME-0002", title: "x" },
        {
          updateMask: ["storeCode", "title"],
        },
      ),
    );
    expect(code.googleStatus).toBe("FAILED_PRECONDITION");
    expect(editErrorNotification(["storeCode", "title"], code)).toBe("STORE_CODE_ERROR");

    const attribute = await refusal(
      maps.updateAttributes(
        STORE,
        [{ name: "attributes/url_facebook", uriValues: [{ uri: "x" }] }],
        "url_facebook",
      ),
    );
    expect(editErrorNotification("attributes", attribute)).toBe("ATTRIBUTES_ERROR");

    await simCall("POST", "_admin/faults", { admin: true, body: { location: STORE, status: 429 } });
    const throttled = await refusal(maps.getFullLocation(STORE));
    expect(throttled).toMatchObject({
      status: 429,
      googleStatus: "RESOURCE_EXHAUSTED",
      retryable: true,
    });
    expect(throttled.reason).toBe("RATE_LIMIT_EXCEEDED");
    await simCall("POST", "_admin/faults", { admin: true, body: { location: STORE, status: 503 } });
    const down = await refusal(maps.patchLocation(STORE, { title: "y" }, { updateMask: "title" }));
    expect(down.retryable).toBe(true);
    expect(editErrorNotification("title", down)).toBe("LOCATION_ERROR");
  });
});
