import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/maps-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import { simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

const BASE = "http://localhost:3000/api/maps-sim";
const BI = `${BASE}/mybusinessbusinessinformation/v1`;
const ACME_LOCATIONS = 25;

let handle: TestDb;
let acme: string;
let globex: string;

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedMapsSimulator(handle.db, { bigAccountLocations: ACME_LOCATIONS });
  acme = (await simulatorSignIn("sim-owner-acme")).access_token;
  globex = (await simulatorSignIn("sim-owner-globex")).access_token;
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

async function call(url: string, token?: string) {
  const response = await GET(
    new Request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  );
  return { status: response.status, body: await response.json() };
}

describe("authentication", () => {
  it("answers 401 in Google's shape without a token or with a bad one", async () => {
    const missing = await call(`${BASE}/mybusinessaccountmanagement/v1/accounts`);
    expect(missing).toMatchObject({
      status: 401,
      body: { error: { code: 401, status: "UNAUTHENTICATED" } },
    });
    const bad = await call(`${BASE}/mybusinessaccountmanagement/v1/accounts`, "ya29.forged");
    expect(bad.body.error.status).toBe("UNAUTHENTICATED");
  });

  it("needs the business.manage scope", async () => {
    const profileOnly = (await simulatorSignIn("sim-owner-acme", { scope: "openid email" }))
      .access_token;
    const response = await call(`${BASE}/mybusinessaccountmanagement/v1/accounts`, profileOnly);
    expect(response).toMatchObject({
      status: 403,
      body: { error: { status: "PERMISSION_DENIED" } },
    });
  });
});

describe("Account Management v1", () => {
  it("lists only the caller's accounts", async () => {
    expect((await call(`${BASE}/mybusinessaccountmanagement/v1/accounts`, acme)).body).toEqual({
      accounts: [
        {
          name: "accounts/1001",
          accountName: "Acme Retail",
          type: "LOCATION_GROUP",
          role: "PRIMARY_OWNER",
          verificationState: "VERIFIED",
          vettedState: "NOT_VETTED",
          permissionLevel: "OWNER_LEVEL",
        },
      ],
    });
    const other = await call(`${BASE}/mybusinessaccountmanagement/v1/accounts`, globex);
    expect(other.body.accounts.map((a: { name: string }) => a.name)).toEqual(["accounts/1002"]);
    expect((await call(`${BASE}/mybusinessaccountmanagement/v1/accounts/1002`, acme)).status).toBe(
      403,
    );
  });
});

describe("Business Information v1", () => {
  it("requires a readMask of known fields", async () => {
    const missing = await call(`${BI}/accounts/1001/locations`, acme);
    expect(missing).toMatchObject({
      status: 400,
      body: { error: { code: 400, status: "INVALID_ARGUMENT" } },
    });
    expect(missing.body.error.details[0].fieldViolations[0].field).toBe("read_mask");
    expect((await call(`${BI}/accounts/1001/locations?readMask=name,secret`, acme)).status).toBe(
      400,
    );
    expect((await call(`${BI}/locations/${simLocationId("1001", 0)}`, acme)).status).toBe(400);
  });

  it("returns only the masked fields", async () => {
    const { body } = await call(
      `${BI}/accounts/1001/locations?readMask=name,title,storefrontAddress.locality&pageSize=3`,
      acme,
    );
    expect(body.locations).toHaveLength(3);
    for (const location of body.locations)
      expect(Object.keys(location).sort()).toEqual(["name", "storefrontAddress", "title"]);
    expect(Object.keys(body.locations[0].storefrontAddress)).toEqual(["locality"]);
  });

  it("pages with nextPageToken through every location once", async () => {
    const seen: string[] = [];
    let pageToken = "";
    let pages = 0;
    do {
      const { status, body } = await call(
        `${BI}/accounts/1001/locations?readMask=name&pageSize=10${pageToken ? `&pageToken=${pageToken}` : ""}`,
        acme,
      );
      expect(status).toBe(200);
      expect(body.totalSize).toBe(ACME_LOCATIONS);
      seen.push(...body.locations.map((l: { name: string }) => l.name));
      pageToken = body.nextPageToken ?? "";
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(ACME_LOCATIONS);
    expect(seen[0]).toBe(`locations/${simLocationId("1001", 0)}`);
  });

  it("defaults to 10 a page, refuses more than 100 and foreign page tokens", async () => {
    const first = await call(`${BI}/accounts/1001/locations?readMask=name`, acme);
    expect(first.body.locations).toHaveLength(10);
    expect(
      (await call(`${BI}/accounts/1001/locations?readMask=name&pageSize=101`, acme)).status,
    ).toBe(400);
    const reused = await call(
      `${BI}/accounts/1001/locations?readMask=name&filter=${encodeURIComponent('openInfo.status="OPEN"')}&pageToken=${first.body.nextPageToken}`,
      acme,
    );
    expect(reused.status).toBe(400);
    expect(
      (await call(`${BI}/accounts/1001/locations?readMask=name&pageToken=%%%`, acme)).status,
    ).toBe(400);
  });

  it("filters by open status", async () => {
    const { body } = await call(
      `${BI}/accounts/1001/locations?readMask=name,openInfo&filter=${encodeURIComponent('openInfo.status = "CLOSED_TEMPORARILY"')}`,
      acme,
    );
    expect(body.locations.length).toBeGreaterThan(0);
    expect(
      body.locations.every(
        (l: { openInfo: { status: string } }) => l.openInfo.status === "CLOSED_TEMPORARILY",
      ),
    ).toBe(true);
    expect(
      (await call(`${BI}/accounts/1001/locations?readMask=name&filter=nonsense`, acme)).status,
    ).toBe(400);
  });

  it("keeps each identity inside its own accounts", async () => {
    const foreignList = await call(`${BI}/accounts/1001/locations?readMask=name`, globex);
    expect(foreignList).toMatchObject({
      status: 403,
      body: { error: { code: 403, status: "PERMISSION_DENIED" } },
    });
    expect(
      (await call(`${BI}/locations/${simLocationId("1001", 0)}?readMask=name`, globex)).status,
    ).toBe(403);
    expect((await call(`${BI}/accounts/9999/locations?readMask=name`, acme)).status).toBe(403);
    expect((await call(`${BI}/accounts/not-a-number/locations?readMask=name`, acme)).status).toBe(
      400,
    );
    const own = await call(
      `${BI}/locations/${simLocationId("1002", 0)}?readMask=name,title`,
      globex,
    );
    expect(own.body).toEqual({
      name: `locations/${simLocationId("1002", 0)}`,
      title: expect.stringContaining("Globex Cafés"),
    });
  });

  it("answers 404 for a location that does not exist and for unknown paths", async () => {
    expect((await call(`${BI}/locations/1001999999?readMask=name`, acme)).body.error.status).toBe(
      "NOT_FOUND",
    );
    expect((await call(`${BASE}/nothing/here`, acme)).status).toBe(404);
  });

  it("serves the full Google location shape", async () => {
    const mask =
      "name,title,storeCode,languageCode,phoneNumbers,categories,storefrontAddress,websiteUri,regularHours,latlng,openInfo,metadata,labels,profile";
    const { body } = await call(
      `${BI}/locations/${simLocationId("1001", 1)}?readMask=${mask}`,
      acme,
    );
    expect(body).toMatchObject({
      storeCode: "ACME-0002",
      phoneNumbers: { primaryPhone: expect.stringMatching(/^\+\d/) },
      categories: { primaryCategory: { name: "categories/gcid:clothing_store" } },
      storefrontAddress: { regionCode: expect.any(String), addressLines: expect.any(Array) },
      regularHours: {
        periods: expect.arrayContaining([expect.objectContaining({ openDay: "MONDAY" })]),
      },
      latlng: { latitude: expect.any(Number), longitude: expect.any(Number) },
      openInfo: { status: "OPEN" },
      metadata: { placeId: expect.stringMatching(/^ChIJ/), hasVoiceOfMerchant: true },
      profile: { description: expect.any(String) },
    });
  });
});

describe("Verifications v1", () => {
  it("lists a location's verifications newest first, only to its managers", async () => {
    const pending = simLocationId("1001", 3);
    const { body } = await call(
      `${BASE}/mybusinessverifications/v1/locations/${pending}/verifications`,
      acme,
    );
    expect(body.verifications[0]).toMatchObject({
      name: expect.stringMatching(new RegExp(`^locations/${pending}/verifications/`)),
      state: "PENDING",
    });
    expect(
      (
        await call(
          `${BASE}/mybusinessverifications/v1/locations/${simLocationId("1001", 11)}/verifications`,
          acme,
        )
      ).body,
    ).toEqual({});
    expect(
      (await call(`${BASE}/mybusinessverifications/v1/locations/${pending}/verifications`, globex))
        .status,
    ).toBe(403);
  });
});
