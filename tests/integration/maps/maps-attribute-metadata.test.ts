import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import {
  BI,
  closeSimulator,
  openSimulator,
  resetQuotas,
  simCall,
  violations,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

// attributes.list on the simulator: the attributes a category may set, named in the asked language.

let sim: SimFixture;
const SHOP = simLocationId("1001", 0); // Acme: clothing
const CAFE = simLocationId("1002", 0); // Globex: café

beforeAll(async () => {
  sim = await openSimulator(3);
});
afterAll(() => closeSimulator(sim));
beforeEach(() => resetQuotas(sim));

const list = (query: string, token = sim.acme) =>
  simCall("GET", `${BI}/attributes?${query}`, { token });
type Metadata = {
  parent: string;
  displayName: string;
  groupDisplayName: string;
  valueType: string;
  valueMetadata?: { value: unknown; displayName: string }[];
};
const byName = (body: { attributeMetadata?: Metadata[] }) =>
  new Map((body.attributeMetadata ?? []).map((m) => [m.parent, m]));

describe("attributes.list", () => {
  it("names a category's attributes and their values in Spanish or English", async () => {
    const es = byName(
      (await list("categoryName=categories/gcid:cafe&regionCode=AR&languageCode=es")).body,
    );
    expect(es.get("attributes/has_wheelchair_accessible_entrance")).toMatchObject({
      valueType: "BOOL",
      displayName: "Entrada accesible para sillas de ruedas",
      groupDisplayName: "Accesibilidad",
      valueMetadata: [
        { value: true, displayName: "Sí" },
        { value: false, displayName: "No" },
      ],
    });
    expect(es.get("attributes/wi_fi")?.valueMetadata).toEqual([
      { value: "free_wi_fi", displayName: "Wi-Fi gratis" },
      { value: "paid_wi_fi", displayName: "Wi-Fi de pago" },
    ]);
    const en = byName((await list("categoryName=gcid:cafe&regionCode=US&languageCode=en-US")).body);
    expect(en.get("attributes/pay_credit_card_types_accepted")).toMatchObject({
      valueType: "REPEATED_ENUM",
      displayName: "Credit cards accepted",
      groupDisplayName: "Payments",
      repeatable: true,
    });
    expect(en.get("attributes/has_takeout")?.displayName).toBe("Takeout");
  });

  it("offers food-only attributes to food places only", async () => {
    const shop = byName(
      (await list("categoryName=categories/gcid:clothing_store&regionCode=AR")).body,
    );
    expect(shop.has("attributes/has_restroom")).toBe(true);
    expect(shop.has("attributes/has_dine_in")).toBe(false);
    expect(shop.has("attributes/url_menu")).toBe(false);
    const mine = byName((await list(`parent=locations/${SHOP}`)).body);
    expect([...mine.keys()].sort()).toEqual([...shop.keys()].sort());
    const cafe = byName((await list(`parent=locations/${CAFE}`, sim.globex)).body);
    expect(cafe.has("attributes/has_dine_in")).toBe(true);
    const all = byName((await list("showAll=true&regionCode=AR&languageCode=es")).body);
    expect(all.has("attributes/has_dine_in")).toBe(true);
  });

  it("pages with a token tied to its query", async () => {
    const first = await list("categoryName=categories/gcid:cafe&regionCode=AR&pageSize=5");
    expect(first.body.attributeMetadata).toHaveLength(5);
    const second = await list(
      `categoryName=categories/gcid:cafe&regionCode=AR&pageSize=5&pageToken=${first.body.nextPageToken}`,
    );
    expect(second.body.attributeMetadata[0].parent).not.toBe(
      first.body.attributeMetadata[0].parent,
    );
    const replayed = await list(
      `categoryName=categories/gcid:cafe&regionCode=AR&languageCode=es&pageToken=${first.body.nextPageToken}`,
    );
    expect(violations(replayed)).toEqual(["page_token"]);
  });

  it("refuses a foreign location, parameters parent excludes and unknown categories", async () => {
    expect((await list(`parent=locations/${CAFE}`)).status).toBe(403);
    expect(violations(await list(`parent=locations/${SHOP}&languageCode=es`))).toEqual([
      "language_code",
    ]);
    expect(
      violations(await list("categoryName=categories/gcid:nothing_here&regionCode=AR")),
    ).toEqual(["category_name"]);
    expect(violations(await list("categoryName=categories/gcid:cafe"))).toEqual(["region_code"]);
    expect(violations(await list("regionCode=AR&languageCode=es"))).toEqual(["category_name"]);
    expect((await simCall("GET", `${BI}/attributes?showAll=true`)).status).toBe(401);
  });
});
