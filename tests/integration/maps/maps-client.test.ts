import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { createMapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import { exchangeCode, getUserInfo, refreshAccessToken } from "@/lib/maps/oauth";
import { PRODUCT_LOCATION_READ_MASK, toProductLocation } from "@/lib/stores/to-product-location";
import { simulatorAuthorize, simulatorFetch } from "@/lib/maps-simulator/in-process";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

// lib/maps talks to the simulator's handlers through a fetch that routes to them in-process.

let handle: TestDb;

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedMapsSimulator(handle.db, { bigAccountLocations: 230 });
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

async function signIn(sub: string) {
  const { code, redirectUri } = await simulatorAuthorize(sub);
  return exchangeCode({ code, redirectUri }, { fetch: simulatorFetch });
}

describe("lib/maps oauth", () => {
  it("exchanges a code, reads the user and refreshes the access token", async () => {
    const tokens = await signIn("sim-owner-globex");
    expect(tokens.refresh_token).toBeDefined();
    expect(await getUserInfo(tokens.access_token, { fetch: simulatorFetch })).toMatchObject({
      sub: "sim-owner-globex",
      email: "owner@globex.example",
    });
    const refreshed = await refreshAccessToken(tokens.refresh_token!, { fetch: simulatorFetch });
    expect(refreshed.access_token).not.toBe(tokens.access_token);
  });

  it("turns a refused code into a MapsApiError carrying the OAuth error", async () => {
    const error = await exchangeCode(
      { code: "4/forged", redirectUri: "http://localhost:3000/cb" },
      { fetch: simulatorFetch },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapsApiError);
    expect(error).toMatchObject({ status: 400, googleStatus: "invalid_grant" });
  });
});

describe("lib/maps client", () => {
  it("lists accounts and follows nextPageToken through every location", async () => {
    const client = createMapsClient({
      accessToken: (await signIn("sim-owner-acme")).access_token,
      fetch: simulatorFetch,
    });
    const accounts = await client.listAllAccounts();
    expect(accounts.map((a) => a.name)).toEqual(["accounts/1001"]);
    const firstPage = await client.listLocations("accounts/1001", {
      readMask: "name",
      pageSize: 50,
    });
    expect(firstPage.locations).toHaveLength(50);
    expect(firstPage.totalSize).toBe(230);
    const all = await client.listAllLocations("1001", PRODUCT_LOCATION_READ_MASK);
    expect(all).toHaveLength(230);
    expect(new Set(all.map((l) => l.name)).size).toBe(230);
  });

  it("maps both owners' locations to product rows without mixing accounts", async () => {
    const acmeClient = createMapsClient({
      accessToken: (await signIn("sim-owner-acme")).access_token,
      fetch: simulatorFetch,
    });
    const globexClient = createMapsClient({
      accessToken: (await signIn("sim-owner-globex")).access_token,
      fetch: simulatorFetch,
    });
    const acmeRows = (await acmeClient.listAllLocations("1001", PRODUCT_LOCATION_READ_MASK)).map(
      (l) => toProductLocation(l, "accounts/1001"),
    );
    const globexRows = (
      await globexClient.listAllLocations("1002", PRODUCT_LOCATION_READ_MASK)
    ).map((l) => toProductLocation(l, "accounts/1002"));
    expect(globexRows).toHaveLength(120);
    expect(acmeRows.some((r) => r.duplicateLocation)).toBe(true);
    expect(acmeRows.some((r) => r.openStatus === "CLOSED_PERMANENTLY")).toBe(true);
    expect(acmeRows.some((r) => r.verified === null)).toBe(true);
    expect(acmeRows[0]).toMatchObject({
      googleId: `locations/${simLocationId("1001", 0)}`,
      account: "accounts/1001",
      storeCode: "ACME-0001",
      verified: "COMPLETED",
    });
    const acmeIds = new Set(acmeRows.map((r) => r.googleId));
    expect(globexRows.some((r) => acmeIds.has(r.googleId))).toBe(false);
  });

  it("reads one location and its latest verification", async () => {
    const client = createMapsClient({
      accessToken: (await signIn("sim-owner-acme")).access_token,
      fetch: simulatorFetch,
    });
    const location = await client.getLocation(simLocationId("1001", 5), PRODUCT_LOCATION_READ_MASK);
    const verification = await client.latestVerification(location.name!);
    expect(verification?.state).toBe("FAILED");
    expect(toProductLocation(location, "1001", verification?.state ?? null).verified).toBe(
      "FAILED",
    );
  });

  it("raises MapsApiError with Google's status for refusals", async () => {
    const client = createMapsClient({
      accessToken: (await signIn("sim-owner-globex")).access_token,
      fetch: simulatorFetch,
    });
    await expect(client.listLocations("1001", { readMask: "name" })).rejects.toMatchObject({
      status: 403,
      googleStatus: "PERMISSION_DENIED",
    });
    await expect(client.listLocations("1002", { readMask: "" })).rejects.toMatchObject({
      status: 400,
      googleStatus: "INVALID_ARGUMENT",
    });
    const stranger = createMapsClient({ accessToken: "ya29.forged", fetch: simulatorFetch });
    await expect(stranger.listAccounts()).rejects.toBeInstanceOf(MapsApiError);
    await expect(stranger.listAccounts()).rejects.toMatchObject({
      status: 401,
      googleStatus: "UNAUTHENTICATED",
    });
  });
});
