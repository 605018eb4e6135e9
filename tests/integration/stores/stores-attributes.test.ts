// A store's category attributes through GraphQL: the ones its category offers, named in the user's
// language and read only by the store section of the store's own tenant; an edit sends exactly
// the changed attributes to the maps service, and one the service refuses ends as ATTRIBUTES_ERROR.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { notifications } from "@/lib/db/schema";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";
import { UpdateStoreMutation } from "@/lib/stores/operations";

const AVAILABLE = `query($id: ID!) { location(id: $id) {
  availableAttributes { parent valueType displayName groupDisplayName repeatable
    valueMetadata { value displayName } }
  attributes { name values repeatedEnumValue { setValues unsetValues } }
  lastEdit { status error fields } } }`;
const UPDATE = UpdateStoreMutation;

let env: StoreEdits;
let testDb: StoreEdits["testDb"];
let f: StoreEdits["f"];
let maps: StoreEdits["maps"];
let simStores: string[]; // Acme: clothing
let as: StoreEdits["as"];
let waitForJob: StoreEdits["waitForJob"];

async function edit(storeIndex: number, attributes: unknown[]) {
  const { body } = await as("adminA", UPDATE, {
    id: f.locationsA[storeIndex],
    patch: { attributes },
  });
  expect(body.errors).toBeUndefined();
  return waitForJob(body.data.updateLocation.jobId);
}

const onService = async (storeIndex: number, name: string) =>
  (await maps.getAttributes(simStores[storeIndex]!)).attributes?.find((a) => a.name === name);

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 2, workers: 1 });
  ({ testDb, f, maps, simStores, as, waitForJob } = env);
}, 90_000);

afterAll(() => env.close());

describe("Location.availableAttributes", () => {
  it("lists the category's attributes but links, in the user's language", async () => {
    const es = (await as("adminA", AVAILABLE, { id: f.locationsA[0] }, "es")).body.data.location;
    const names = es.availableAttributes.map((a: { parent: string }) => a.parent);
    expect(names).toContain("attributes/has_wheelchair_accessible_entrance");
    expect(names.some((name: string) => name.startsWith("attributes/url_"))).toBe(false);
    // A clothing store: no food-only attributes.
    expect(names).not.toContain("attributes/has_dine_in");
    expect(es.availableAttributes).toContainEqual({
      parent: "attributes/pay_credit_card_types_accepted",
      valueType: "REPEATED_ENUM",
      displayName: "Tarjetas de crédito aceptadas",
      groupDisplayName: "Pagos",
      repeatable: true,
      valueMetadata: expect.arrayContaining([{ value: "visa", displayName: "Visa" }]),
    });
    expect(es.attributes).toContainEqual({
      name: "attributes/pay_credit_card_types_accepted",
      values: null,
      repeatedEnumValue: { setValues: ["mastercard", "visa"], unsetValues: [] },
    });
    const en = (await as("adminA", AVAILABLE, { id: f.locationsA[0] }, "en")).body.data.location;
    expect(en.availableAttributes).toContainEqual(
      expect.objectContaining({ parent: "attributes/has_restroom", displayName: "Restroom" }),
    );
  });

  it("gives another tenant's store as not found and REVIEWS-only users nothing", async () => {
    const foreign = await as("adminB", AVAILABLE, { id: f.locationsA[0] });
    expect(foreign.body.data.location).toBeNull();
    expect(codeOf(await as("reviewsA", AVAILABLE, { id: f.locationsA[0] }))).toBe("FORBIDDEN");
  });
});

describe("attribute edits", () => {
  it("sends exactly the changed attributes; the others stay as they were", async () => {
    const before = await onService(0, "attributes/has_wheelchair_accessible_entrance");
    const job = await edit(0, [
      { name: "attributes/has_restroom", values: [true] },
      {
        name: "attributes/pay_credit_card_types_accepted",
        repeatedEnumValue: { setValues: ["visa", "american_express"], unsetValues: ["mastercard"] },
      },
    ]);
    expect(job).toMatchObject({ done: 1, failed: 0 });
    expect(await onService(0, "attributes/has_restroom")).toMatchObject({ values: [true] });
    expect(await onService(0, "attributes/pay_credit_card_types_accepted")).toMatchObject({
      repeatedEnumValue: { setValues: ["visa", "american_express"], unsetValues: ["mastercard"] },
    });
    expect(await onService(0, "attributes/has_wheelchair_accessible_entrance")).toEqual(before);
    const store = (await as("adminA", AVAILABLE, { id: f.locationsA[0] })).body.data.location;
    expect(store.lastEdit).toMatchObject({ status: "DONE", fields: ["attributes"] });

    // Sent without a value, an attribute is removed, as the service removes one.
    await edit(0, [{ name: "attributes/has_restroom", values: [] }]);
    expect(await onService(0, "attributes/has_restroom")).toBeUndefined();
    const kept = (await as("adminA", AVAILABLE, { id: f.locationsA[0] })).body.data.location;
    expect(kept.attributes.map((a: { name: string }) => a.name)).not.toContain(
      "attributes/has_restroom",
    );
  }, 60_000);

  it("ends an attribute the service refuses as ATTRIBUTES_ERROR and changes nothing", async () => {
    // Dine-in is for food places; the store sells clothes.
    const job = await edit(1, [
      { name: "attributes/has_restroom", values: [true] },
      { name: "attributes/has_dine_in", values: [true] },
    ]);
    expect(job).toMatchObject({ done: 0, failed: 1 });
    const store = (await as("adminA", AVAILABLE, { id: f.locationsA[1] })).body.data.location;
    expect(store.lastEdit).toMatchObject({ status: "FAILED", error: "ATTRIBUTES_ERROR" });
    expect(await onService(1, "attributes/has_restroom")).toBeUndefined();
    const [note] = await testDb.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.locationId, f.locationsA[1]!),
          eq(notifications.type, "ATTRIBUTES_ERROR"),
        ),
      );
    expect(note).toBeDefined();
  }, 60_000);

  // The category page sends both in one edit: two calls, of which only the second is refused.
  it("keeps categories the service accepted when an attribute sent with them is refused", async () => {
    const primary = (await maps.getFullLocation(simStores[1]!)).categories!.primaryCategory!;
    const { body } = await as("adminA", UPDATE, {
      id: f.locationsA[1],
      patch: {
        categories: {
          primaryCategory: { name: primary.name },
          additionalCategories: [{ name: "categories/gcid:locksmith" }],
        },
        attributes: [{ name: "attributes/has_dine_in", values: [true] }],
      },
    });
    expect(await waitForJob(body.data.updateLocation.jobId)).toMatchObject({ failed: 1 });
    const categories = (await maps.getFullLocation(simStores[1]!)).categories!;
    expect(categories.additionalCategories).toEqual([
      expect.objectContaining({ name: "categories/gcid:locksmith" }),
    ]);
    const store = (await as("adminA", AVAILABLE, { id: f.locationsA[1] })).body.data.location;
    expect(store.lastEdit).toMatchObject({
      status: "FAILED",
      error: "ATTRIBUTES_ERROR",
      fields: ["attributes", "categories"],
    });
  }, 60_000);
});
