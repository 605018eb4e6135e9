import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { SIM_CATEGORIES } from "@/lib/maps-simulator/categories";
import {
  BI,
  closeSimulator,
  openSimulator,
  resetQuotas,
  simCall,
  violations,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

// Attributes (social links are URL attributes) and the category catalog on the simulator.

let sim: SimFixture;
const SHOP = simLocationId("1001", 0); // Acme: clothing
const CAFE = simLocationId("1002", 0); // Globex: café
const DUPLICATE = simLocationId("1001", 7);

beforeAll(async () => {
  sim = await openSimulator(10);
});
afterAll(() => closeSimulator(sim));
beforeEach(() => resetQuotas(sim));

const attributesOf = (id: string, token = sim.acme) =>
  simCall("GET", `${BI}/locations/${id}/attributes`, { token });

function update(id: string, mask: string, attributes: unknown[], token = sim.acme) {
  return simCall("PATCH", `${BI}/locations/${id}/attributes?attributeMask=${mask}`, {
    token,
    body: { name: `locations/${id}/attributes`, attributes },
  });
}

const facebook = (uri: string) => ({ name: "attributes/url_facebook", uriValues: [{ uri }] });

describe("locations attributes", () => {
  it("reads the seeded attributes, social links included", async () => {
    const { status, body } = await attributesOf(SHOP);
    expect(status).toBe(200);
    expect(body.name).toBe(`locations/${SHOP}/attributes`);
    expect(body.attributes).toContainEqual({
      name: "attributes/url_facebook",
      valueType: "URL",
      uriValues: [{ uri: "https://www.facebook.com/acmeretail" }],
    });
  });

  it("sets masked attributes, removes masked ones left out and keeps the rest", async () => {
    const before = (await attributesOf(SHOP)).body.attributes;
    const answer = await update(
      SHOP,
      "attributes/url_facebook,attributes/url_tiktok,attributes/url_instagram,attributes/has_restroom",
      [
        facebook("https://facebook.com/acme.palermo"),
        { name: "attributes/url_tiktok", uriValues: [{ uri: "https://www.tiktok.com/@acme" }] },
        { name: "attributes/has_restroom", values: [true] },
        { name: "attributes/url_youtube", uriValues: [{ uri: "https://youtube.com/acme" }] },
      ],
    );
    expect(answer.status).toBe(200);
    const names = answer.body.attributes.map((a: { name: string }) => a.name);
    expect(names).toContain("attributes/url_tiktok");
    expect(names).toContain("attributes/has_restroom");
    expect(names).not.toContain("attributes/url_instagram");
    expect(names).not.toContain("attributes/url_youtube");
    expect(answer.body.attributes).toContainEqual(
      expect.objectContaining(facebook("https://facebook.com/acme.palermo")),
    );
    const untouched = before.find((a: { name: string }) => a.name.includes("wheelchair"));
    expect(answer.body.attributes).toContainEqual(untouched);
    expect((await attributesOf(SHOP)).body).toEqual(answer.body);
  });

  it("refuses unknown attributes, wrong values, foreign social hosts and food-only ones", async () => {
    expect(violations(await update(SHOP, "attributes/has_rocket_launchpad", []))).toEqual([
      "attribute_mask",
    ]);
    expect(violations(await update(SHOP, "", []))).toEqual(["attribute_mask"]);
    const cases: [string, unknown, string][] = [
      [
        "url_facebook",
        facebook("https://www.instagram.com/acme"),
        "attributes[0].uriValues[0].uri",
      ],
      ["url_facebook", facebook("javascript:alert(1)"), "attributes[0].uriValues[0].uri"],
      [
        "has_restroom",
        { name: "attributes/has_restroom", values: ["yes"] },
        "attributes[0].values",
      ],
      ["wi_fi", { name: "attributes/wi_fi", values: ["fast_wi_fi"] }, "attributes[0].values"],
      ["has_dine_in", { name: "attributes/has_dine_in", values: [true] }, "attributes[0].name"],
    ];
    for (const [id, attribute, field] of cases)
      expect(violations(await update(SHOP, `attributes/${id}`, [attribute]))).toEqual([field]);
    const cafe = await update(
      CAFE,
      "attributes/has_dine_in",
      [{ name: "attributes/has_dine_in", values: [true] }],
      sim.globex,
    );
    expect(cafe.status).toBe(200);
  });

  it("refuses a duplicate's attributes and a foreign caller", async () => {
    const duplicate = await update(DUPLICATE, "attributes/has_restroom", []);
    expect(duplicate.body.error.status).toBe("FAILED_PRECONDITION");
    expect((await attributesOf(SHOP, sim.globex)).status).toBe(403);
  });
});

describe("categories", () => {
  const list = (query: string) => simCall("GET", `${BI}/categories?${query}`, { token: sim.acme });

  it("lists a few hundred categories a page of 100 at a time, in the asked language", async () => {
    expect(SIM_CATEGORIES.length).toBeGreaterThanOrEqual(250);
    const seen = new Set<string>();
    let pageToken = "";
    do {
      const page = await list(
        `regionCode=AR&languageCode=es&view=BASIC${pageToken ? `&pageToken=${pageToken}` : ""}`,
      );
      expect(page.status).toBe(200);
      for (const category of page.body.categories) seen.add(category.name);
      pageToken = page.body.nextPageToken ?? "";
    } while (pageToken);
    expect(seen.size).toBe(SIM_CATEGORIES.length);
  });

  it("filters on the front of the display name, accents aside", async () => {
    const es = await list("regionCode=ES&languageCode=es&view=BASIC&filter=displayName%3Dpanad");
    expect(es.body.categories).toEqual([
      { name: "categories/gcid:bakery", displayName: "Panadería" },
    ]);
    const en = await list("regionCode=US&languageCode=en-US&view=FULL&filter=displayName%3DPizza");
    expect(en.body.categories.map((c: { displayName: string }) => c.displayName)).toEqual([
      "Pizza delivery",
      "Pizza restaurant",
      "Pizza takeaway",
    ]);
    expect(en.body.categories[0].moreHoursTypes).toContainEqual({
      hoursTypeId: "DELIVERY",
      displayName: "Delivery",
      localizedDisplayName: "Delivery",
    });
  });

  it("requires region, language and view", async () => {
    expect(violations(await list("languageCode=es&view=BASIC"))).toEqual(["region_code"]);
    expect(violations(await list("regionCode=AR&view=BASIC"))).toEqual(["language_code"]);
    expect(violations(await list("regionCode=AR&languageCode=es"))).toEqual(["view"]);
    expect(
      violations(await list("regionCode=AR&languageCode=es&view=BASIC&filter=id%3D1")),
    ).toEqual(["filter"]);
  });

  it("batchGet answers the known names in the asked language", async () => {
    const answer = await simCall(
      "GET",
      `${BI}/categories:batchGet?names=categories/gcid:cafe&names=categories/gcid:nothing_here&languageCode=es&view=FULL`,
      { token: sim.acme },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.categories).toHaveLength(1);
    expect(answer.body.categories[0]).toMatchObject({
      name: "categories/gcid:cafe",
      displayName: "Cafetería",
      moreHoursTypes: expect.arrayContaining([
        { hoursTypeId: "TAKEOUT", displayName: "Takeout", localizedDisplayName: "Para llevar" },
      ]),
    });
    const none = await simCall("GET", `${BI}/categories:batchGet?languageCode=es&view=BASIC`, {
      token: sim.acme,
    });
    expect(violations(none)).toEqual(["names"]);
  });
});
