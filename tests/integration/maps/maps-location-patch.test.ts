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

// locations.patch on the simulator: Google's updateMask semantics, validateOnly, and the states and
// owners that refuse edits (the field checks are in maps-location-validation.test.ts).

let sim: SimFixture;
const AR_STORE = simLocationId("1001", 0); // Buenos Aires, open, verified
const DUPLICATE = simLocationId("1001", 7);
const CLOSED_FOR_GOOD = simLocationId("1001", 29);

beforeAll(async () => {
  sim = await openSimulator(40);
});
afterAll(() => closeSimulator(sim));
beforeEach(() => resetQuotas(sim));

function patch(id: string, mask: string, body: unknown, extra = "") {
  return simCall("PATCH", `${BI}/locations/${id}?updateMask=${mask}${extra}`, {
    token: sim.acme,
    body,
  });
}

const read = async (id: string, mask: string) =>
  (await simCall("GET", `${BI}/locations/${id}?readMask=${mask}`, { token: sim.acme })).body;

describe("locations.patch", () => {
  it("changes the masked fields, keeps the rest and answers the whole location", async () => {
    const before = await read(AR_STORE, "storeCode,regularHours");
    const answer = await patch(AR_STORE, "title,phoneNumbers,profile.description", {
      title: "Acme Palermo",
      phoneNumbers: { primaryPhone: "+54 11 4777-1234", additionalPhones: ["011 4777-9999"] },
      profile: { description: "Ropa y calzado en Palermo." },
      websiteUri: "https://not-masked.example",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: `locations/${AR_STORE}`,
      title: "Acme Palermo",
      phoneNumbers: { primaryPhone: "+54 11 4777-1234", additionalPhones: ["011 4777-9999"] },
      profile: { description: "Ropa y calzado en Palermo." },
      storeCode: before.storeCode,
      regularHours: before.regularHours,
    });
    expect(answer.body.websiteUri).not.toBe("https://not-masked.example");
    expect(await read(AR_STORE, "title")).toEqual({ title: "Acme Palermo" });
  });

  it("clears a masked field the body leaves out, and fills category names in the store's language", async () => {
    const answer = await patch(AR_STORE, "websiteUri,categories", {
      categories: { primaryCategory: { name: "categories/gcid:shoe_store" } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.websiteUri).toBeUndefined();
    expect(answer.body.categories).toEqual({
      primaryCategory: { name: "categories/gcid:shoe_store", displayName: "Zapatería" },
    });
  });

  it("refuses an updateMask naming unknown, output-only, immutable or partial fields", async () => {
    for (const mask of [
      "secretField",
      "metadata",
      "languageCode",
      "phoneNumbers.primaryPhone",
      "categories.primaryCategory",
      "",
    ])
      expect(violations(await patch(AR_STORE, mask, {}))).toEqual(["update_mask"]);
  });

  it("names every bad field of one request", async () => {
    const answer = await patch(AR_STORE, "websiteUri,labels", {
      websiteUri: "nope",
      labels: ["a", "a"],
    });
    expect(violations(answer)).toEqual(["websiteUri", "labels"]);
  });

  it("validateOnly checks the request and changes nothing", async () => {
    const before = await read(AR_STORE, "title");
    const ok = await patch(AR_STORE, "title", { title: "Only a test" }, "&validateOnly=true");
    expect(ok).toEqual({ status: 200, body: {} });
    const bad = await patch(AR_STORE, "title", { title: "" }, "&validateOnly=true");
    expect(violations(bad)).toEqual(["title"]);
    expect(await read(AR_STORE, "title")).toEqual(before);
  });
});

describe("locations.patch refusals by state and owner", () => {
  it("refuses edits of a permanently closed store except reopening it", async () => {
    const edit = await patch(CLOSED_FOR_GOOD, "title", { title: "Still here" });
    expect(edit.status).toBe(400);
    expect(edit.body.error.status).toBe("FAILED_PRECONDITION");
    expect(edit.body.error.details[0].violations[0].type).toBe("LOCATION_CLOSED_PERMANENTLY");
    const reopen = await patch(CLOSED_FOR_GOOD, "openInfo.status", {
      openInfo: { status: "OPEN" },
    });
    expect(reopen.status).toBe(200);
    expect(reopen.body.openInfo).toEqual({ status: "OPEN", canReopen: false });
    expect((await patch(CLOSED_FOR_GOOD, "title", { title: "Back again" })).status).toBe(200);
  });

  it("refuses edits of a duplicate", async () => {
    const answer = await patch(DUPLICATE, "title", { title: "Copy" });
    expect(answer.body.error).toMatchObject({ code: 400, status: "FAILED_PRECONDITION" });
  });

  it("refuses a store code another store of the account holds", async () => {
    const other = await read(simLocationId("1001", 2), "storeCode");
    const answer = await patch(AR_STORE, "storeCode", { storeCode: other.storeCode });
    expect(answer.body.error.status).toBe("FAILED_PRECONDITION");
    expect(answer.body.error.details[0].violations[0]).toMatchObject({ subject: "storeCode" });
  });

  it("answers 403 outside the caller's accounts and 404 for an unknown store", async () => {
    const foreign = await simCall("PATCH", `${BI}/locations/${AR_STORE}?updateMask=title`, {
      token: sim.globex,
      body: { title: "Mine now" },
    });
    expect(foreign.body.error).toMatchObject({ code: 403, status: "PERMISSION_DENIED" });
    expect((await patch("1001999999", "title", { title: "x" })).body.error.status).toBe(
      "NOT_FOUND",
    );
    expect((await read(AR_STORE, "title")).title).not.toBe("Mine now");
  });
});
