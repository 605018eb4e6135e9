import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import {
  BI,
  closeSimulator,
  openSimulator,
  simCall,
  violations,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

// accounts.locations.create on the simulator: a new store is unverified, requestId makes a retried
// create answer the first one's store instead of a second store, and store codes stay unique.

const ACME_LOCATIONS = 12;
let sim: SimFixture;

beforeAll(async () => {
  sim = await openSimulator(ACME_LOCATIONS);
});
afterAll(() => closeSimulator(sim));

const NEW_STORE = {
  title: "Acme Palermo Soho",
  languageCode: "es",
  storeCode: "ACME-9001",
  phoneNumbers: { primaryPhone: "+54 11 4777-1234" },
  categories: {
    primaryCategory: { name: "categories/gcid:clothing_store" },
    additionalCategories: [{ name: "categories/gcid:shoe_store" }],
  },
  storefrontAddress: {
    regionCode: "AR",
    languageCode: "es",
    postalCode: "C1414",
    administrativeArea: "CABA",
    locality: "Buenos Aires",
    addressLines: ["Honduras 4800"],
  },
  regularHours: {
    periods: [
      { openDay: "MONDAY", openTime: { hours: 10 }, closeDay: "MONDAY", closeTime: { hours: 20 } },
    ],
  },
};

function create(body: unknown, query = "", token = sim.acme) {
  return simCall("POST", `${BI}/accounts/1001/locations${query}`, { token, body });
}

async function acmeCount(): Promise<number> {
  const list = await simCall("GET", `${BI}/accounts/1001/locations?readMask=name`, {
    token: sim.acme,
  });
  return list.body.totalSize;
}

describe("accounts.locations.create", () => {
  it("creates an unverified store after the account's last one, named in its language", async () => {
    const answer = await create({ ...NEW_STORE, name: "locations/42", metadata: { placeId: "x" } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: `locations/${simLocationId("1001", ACME_LOCATIONS)}`,
      title: NEW_STORE.title,
      storeCode: "ACME-9001",
      openInfo: { status: "OPEN", canReopen: false },
      categories: {
        primaryCategory: { name: "categories/gcid:clothing_store", displayName: "Tienda de ropa" },
        additionalCategories: [{ name: "categories/gcid:shoe_store", displayName: "Zapatería" }],
      },
      metadata: { hasVoiceOfMerchant: false, canDelete: true },
    });
    expect(answer.body.metadata.placeId).toBeUndefined();
    const read = await simCall("GET", `${BI}/${answer.body.name}?readMask=title,storeCode`, {
      token: sim.acme,
    });
    expect(read.body).toEqual({ title: NEW_STORE.title, storeCode: "ACME-9001" });
  });

  it("answers the first store again for a repeated requestId", async () => {
    const before = await acmeCount();
    const body = { ...NEW_STORE, storeCode: "ACME-9002" };
    const first = await create(body, "?requestId=7d0c6a52-retry");
    const again = await create(body, "?requestId=7d0c6a52-retry");
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await acmeCount()).toBe(before + 1);
    const both = await Promise.all([
      create({ ...NEW_STORE, storeCode: "ACME-9003" }, "?requestId=concurrent-1"),
      create({ ...NEW_STORE, storeCode: "ACME-9003" }, "?requestId=concurrent-1"),
    ]);
    expect(both[0].body.name).toBe(both[1].body.name);
    expect(await acmeCount()).toBe(before + 2);
    expect((await create(body, `?requestId=${"x".repeat(51)}`)).status).toBe(400);
  });

  it("refuses a store code the account already uses", async () => {
    const answer = await create({ ...NEW_STORE, storeCode: "ACME-0001" });
    expect(answer.status).toBe(400);
    expect(answer.body.error.status).toBe("FAILED_PRECONDITION");
    expect(answer.body.error.details[0].violations[0]).toMatchObject({
      type: "STORE_CODE_ALREADY_EXISTS",
      subject: "storeCode",
    });
  });

  it("names every missing required field", async () => {
    const answer = await create({ websiteUri: "https://acme-retail.example" });
    expect(answer.body.error.status).toBe("INVALID_ARGUMENT");
    expect(violations(answer).sort()).toEqual(
      ["categories.primaryCategory", "languageCode", "storefrontAddress", "title"].sort(),
    );
  });

  it("checks the new store's fields as a patch would", async () => {
    const answer = await create({
      ...NEW_STORE,
      storeCode: "ACME-9004",
      phoneNumbers: { primaryPhone: "+34 912 345 678" },
      websiteUri: "acme",
    });
    expect(violations(answer)).toEqual(["phoneNumbers.primaryPhone", "websiteUri"]);
  });

  it("validateOnly creates nothing", async () => {
    const before = await acmeCount();
    const ok = await create({ ...NEW_STORE, storeCode: "ACME-9005" }, "?validateOnly=true");
    expect(ok).toEqual({ status: 200, body: {} });
    const clash = await create({ ...NEW_STORE, storeCode: "ACME-0002" }, "?validateOnly=true");
    expect(clash.body.error.status).toBe("FAILED_PRECONDITION");
    expect(await acmeCount()).toBe(before);
  });

  it("creates only in the caller's own accounts", async () => {
    const answer = await create({ ...NEW_STORE, storeCode: "GLBX-9001" }, "", sim.globex);
    expect(answer.body.error).toMatchObject({ code: 403, status: "PERMISSION_DENIED" });
  });
});
