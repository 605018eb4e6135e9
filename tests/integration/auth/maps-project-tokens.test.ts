// A refresh token renews only with the OAuth client that issued it: with several maps projects,
// a tenant's users link and renew with its project's client, and a sign-in through another
// project's client is sent round again with the right one.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { mapsAccessToken, MapsNotLinkedError, setMapsFetchForTests } from "@/lib/auth/maps-access";
import { saveMapsCredentials } from "@/lib/auth/maps-credentials";
import { projectSignInRedirect } from "@/lib/auth/maps-project-sign-in";
import { setDbForTests } from "@/lib/db/client";
import { tenants } from "@/lib/db/schema";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";
import { seedTwoTenantFixture, type Fixture } from "@/tests/integration/helpers/graphql-fixtures";

const PROJECTS = [
  { id: "east", clientId: "east-client", clientSecret: "east-secret" },
  { id: "west", clientId: "west-client", clientSecret: "west-secret" },
];

let handle: TestDb;
let f: Fixture;

beforeAll(async () => {
  vi.stubEnv("MAPS_PROJECTS", JSON.stringify(PROJECTS));
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  setMapsFetchForTests(simulatorFetch);
  await seedMapsSimulator(handle.db, { bigAccountLocations: 2 });
  f = await seedTwoTenantFixture(handle.db);
  await handle.db.update(tenants).set({ mapsProject: "west" }).where(eq(tenants.id, f.tenantB));
}, 60_000);

afterAll(async () => {
  setMapsFetchForTests(undefined);
  setDbForTests(undefined);
  await handle.close();
  vi.unstubAllEnvs();
});

/** A link of the user whose access token has run out, holding `refreshToken`. */
async function expiredLink(userId: string, refreshToken: string) {
  await saveMapsCredentials(handle.db, userId, {
    accessToken: "stale",
    refreshToken,
    expiresAt: Math.floor(Date.now() / 1000) - 60,
  });
}

describe("maps tokens of several projects", () => {
  it("the simulator accepts every project's client and refuses any other", async () => {
    const west = await simulatorSignIn("sim-owner-acme", { clientId: "west-client" });
    expect(west.refresh_token).toBeTruthy();
    const east = await simulatorSignIn("sim-owner-acme");
    expect(east.access_token).not.toBe(west.access_token);
    await expect(simulatorSignIn("sim-owner-acme", { clientId: "storeplus-dev" })).rejects.toThrow(
      /No maps project has the client/,
    );
  });

  it("renews a user's token with the client of the user's tenant's project only", async () => {
    const { refresh_token: westToken } = await simulatorSignIn("sim-owner-acme", {
      clientId: "west-client",
    });
    await expiredLink(f.users.adminB!, westToken!);
    const renewed = await mapsAccessToken(handle.db, f.users.adminB!);
    expect(renewed).not.toBe("stale");
    // Tenant A is on east: east's client cannot renew a token west's issued.
    await expiredLink(f.users.adminA!, westToken!);
    await expect(mapsAccessToken(handle.db, f.users.adminA!)).rejects.toBeInstanceOf(
      MapsNotLinkedError,
    );
  });

  it("sends a sign-in through another project's client round again with the tenant's", async () => {
    const redirect = (tenantId: string, provider: string) =>
      projectSignInRedirect(handle.db, tenantId, provider);
    expect(await redirect(f.tenantA, "maps")).toBeNull();
    expect(await redirect(f.tenantA, "maps-trial")).toBeNull();
    expect(await redirect(f.tenantB, "maps")).toBe("/api/maps-sign-in/west");
    expect(await redirect(f.tenantB, "maps-project-west")).toBeNull();
    expect(await redirect(f.tenantA, "maps-project-west")).toBe("/api/maps-sign-in/east");
  });
});
