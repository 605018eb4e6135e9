// A trial lead goes through onboarding over GraphQL against the maps simulator: user info, locations,
// verification, the initial imports and the lead steps. Bad input changes nothing; other tenants,
// other accounts and non-leads are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { setDbForTests, type Db } from "@/lib/db/client";
import {
  dailyMetrics,
  locations,
  mapsCredentials,
  questions,
  reviews,
  users,
} from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import {
  OnboardingLocationsQuery,
  SaveUserInfoMutation,
  UpdateLeadStepMutation,
  UpdateLocationsLeadsMutation,
  VerifyLocationMutation,
} from "@/lib/onboarding/operations";
import { codeOf, mapsAs, signUpLead, type TestLead } from "./onboarding-helpers";

const LOCATIONS = OnboardingLocationsQuery;
const SAVE = SaveUserInfoMutation;
const SELECT = UpdateLocationsLeadsMutation;
const VERIFY = VerifyLocationMutation;
// The page sends the three set-ups one by one; one request here also reads the reviews' job.
const SETUP = `mutation($userId: ID!, $tenant: ID!) {
  r: setupInitialReviews(userId: $userId, tenant: $tenant, month: 1) { success imported jobId }
  i: setupInitialReportInsights(userId: $userId, tenant: $tenant) { success imported }
  q: setupInitialQA(userId: $userId, tenant: $tenant) { success imported } }`;
const STEP = UpdateLeadStepMutation;

const INFO = {
  firstName: "Nora",
  lastName: "Nueva",
  business: "Panadería Nora",
  country: "AR",
  phone: "11 5555 0100",
  storeNumber: 14,
  termsAccepted: true,
};
const NORA = "2001";
const loc = (account: string, index: number) => `locations/${simLocationId(account, index)}`;

let handle: TestDb;
let db: Db;
let yoga: GraphQLServer;
let fixture: Fixture;
let nora: TestLead;
let ivan: TestLead;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  setDbForTests({ ...handle, migrate: async () => {} });
  setMapsFetchForTests(simulatorFetch);
  await seedMapsSimulator(db, { bigAccountLocations: 20 });
  fixture = await seedTwoTenantFixture(db);
  nora = await signUpLead(db, "sim-lead-new");
  ivan = await signUpLead(db, "sim-lead-info");
  yoga = createGraphQLServer({ getDb: async () => db });
});

afterAll(async () => {
  setMapsFetchForTests(undefined);
  setDbForTests(undefined);
  await handle.close();
});

const call = (
  lead: { token: string },
  query: GraphQLDocument,
  variables?: Record<string, unknown>,
) => callGraphQL(yoga, query, { token: lead.token, variables });

async function tenantRows(tenantId: string) {
  const [l] = await db
    .select({ n: count() })
    .from(locations)
    .where(eq(locations.tenantId, tenantId));
  return l!.n;
}
async function leadRow(userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

describe("maps credentials", () => {
  it("are stored encrypted, never as the plain token", async () => {
    const [row] = await db
      .select()
      .from(mapsCredentials)
      .where(eq(mapsCredentials.userId, nora.userId));
    expect(row!.accessToken).not.toContain(nora.accessToken);
    expect(row!.accessToken.startsWith("v1.")).toBe(true);
  });
});

describe("step 0: saveUserInfo", () => {
  it("lists the lead's own maps locations with the spec's selectable rules", async () => {
    const { body } = await call(nora, LOCATIONS);
    const rows = body.data.onBoardingLocations as { id: string; selectability: string }[];
    expect(rows).toHaveLength(14);
    const by = (i: number) => rows.find((r) => r.id === loc(NORA, i))!.selectability;
    expect(by(0)).toBe("SELECTABLE");
    expect(by(3)).toBe("VERIFICATION_PENDING");
    expect(by(5)).toBe("VERIFICATION_FAILED");
    expect(by(7)).toBe("DUPLICATE");
    expect(by(11)).toBe("UNVERIFIED");
    expect(by(13)).toBe("CLOSED_TEMPORARILY");
  });

  it("refuses a 21-character name and an invalid phone, changing nothing", async () => {
    for (const input of [
      { ...INFO, firstName: "N".repeat(21) },
      { ...INFO, phone: "12345" },
      { ...INFO, business: "Nora & Co" },
      { ...INFO, firstName: "N" },
      { ...INFO, lastName: "Nueva 2" },
      { ...INFO, termsAccepted: false },
    ]) {
      const { body } = await call(nora, SAVE, { input });
      expect(codeOf(body)).toBe("BAD_USER_INPUT");
    }
    const row = await leadRow(nora.userId);
    expect(row).toMatchObject({ firstName: "Nora", leadStep: "info", phone: null, business: null });
  });

  it("refuses choosing locations before the user info is saved", async () => {
    const { body } = await call(nora, SELECT, { locations: [loc(NORA, 0)] });
    expect(codeOf(body)).toBe("FORBIDDEN");
    expect(await tenantRows(nora.tenantId)).toBe(0);
  });

  it("saves the details (phone in E.164) and moves the lead to locations", async () => {
    const { body } = await call(nora, SAVE, { input: INFO });
    expect(body.data.saveUserInfo).toEqual({ success: true, leadStep: "locations" });
    expect(await leadRow(nora.userId)).toMatchObject({
      business: "Panadería Nora",
      phone: "+541155550100",
      storeNumber: 14,
      leadStep: "locations",
    });
  });

  // "Li", "Jean-Pierre", "O'Brien", "Acme S.A." and "Nora's Bakery" were refused as not alphanumeric.
  it("saves real names: Li, Jean-Pierre, O'Brien, Acme S.A., Nora's Bakery", async () => {
    for (const [sub, names] of [
      ["sim-lead-nueva", { firstName: "Li", lastName: "O'Brien", business: "Acme S.A." }],
      [
        "sim-lead-movil",
        { firstName: "Jean-Pierre", lastName: "O’Brien", business: "Nora's Bakery" },
      ],
    ] as const) {
      const lead = await signUpLead(db, sub);
      const { body } = await call(lead, SAVE, { input: { ...INFO, ...names } });
      expect(body.errors, sub).toBeUndefined();
      expect(await leadRow(lead.userId)).toMatchObject({ ...names, leadStep: "locations" });
    }
  });

  it("is for leads only", async () => {
    const admin = { token: await tokenFor(db, fixture.users.adminA!) };
    expect(codeOf((await call(admin, SAVE, { input: INFO })).body)).toBe("FORBIDDEN");
    expect(codeOf((await call(admin, LOCATIONS)).body)).toBe("FORBIDDEN");
  });
});

describe("step 1: verifiedLocation and updateLocationsLeads", () => {
  it("verifies a never-verified location of the lead", async () => {
    const input = {
      tenant: nora.tenantId,
      email: "new.lead@trial.example",
      locationGoogleId: loc(NORA, 11),
    };
    const { body } = await call(nora, VERIFY, { input });
    const result = body.data.verifiedLocation;
    expect(["COMPLETED", "PENDING", "FAILED"]).toContain(result.status);
    expect(result.selectability).toBe(
      { COMPLETED: "SELECTABLE", PENDING: "VERIFICATION_PENDING", FAILED: "VERIFICATION_FAILED" }[
        result.status as "COMPLETED"
      ],
    );
  });

  it("refuses verifying for another tenant, another email or another account's location", async () => {
    const base = {
      tenant: nora.tenantId,
      email: "new.lead@trial.example",
      locationGoogleId: loc(NORA, 11),
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, tenant: fixture.tenantA }, "FORBIDDEN"],
      [{ ...base, email: "lead.info@trial.example" }, "FORBIDDEN"],
      [{ ...base, locationGoogleId: loc("2002", 1) }, "BAD_USER_INPUT"],
      [{ ...base, locationGoogleId: "1001" }, "BAD_USER_INPUT"],
    ];
    for (const [input, code] of cases)
      expect(codeOf((await call(nora, VERIFY, { input })).body)).toBe(code);
  });

  it("refuses 11 locations, other accounts' ids and unselectable ones, writing nothing", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => loc(NORA, i));
    const bad = [
      eleven,
      [],
      [loc(NORA, 0), loc("2002", 0)], // another lead's account
      [loc(NORA, 0), loc("1001", 0)], // the acme tenant's maps account
      [loc(NORA, 0), loc(NORA, 3)], // verification pending
      [loc(NORA, 0), loc(NORA, 7)], // duplicate
      [loc(NORA, 0), loc(NORA, 0)],
    ];
    for (const ids of bad) {
      const { body } = await call(nora, SELECT, { locations: ids });
      expect(codeOf(body), ids.join()).toBe("BAD_USER_INPUT");
    }
    expect(await tenantRows(nora.tenantId)).toBe(0);
    expect(await tenantRows(fixture.tenantA)).toBe(3);
  });

  it("imports the chosen locations in one go and answers DONE", async () => {
    const ids = [loc(NORA, 0), loc(NORA, 1), loc(NORA, 2)];
    const { body } = await call(nora, SELECT, { locations: ids });
    expect(body.data.updateLocationsLeads).toBe("DONE");
    const rows = await db.select().from(locations).where(eq(locations.tenantId, nora.tenantId));
    expect(rows.map((r) => r.googleId).sort()).toEqual(ids.sort());
    expect(rows.every((r) => r.verified === "COMPLETED" && r.account === `accounts/${NORA}`)).toBe(
      true,
    );
    // Choosing again replaces the choice instead of adding to it.
    await call(nora, SELECT, { locations: [loc(NORA, 0), loc(NORA, 4)] });
    await call(nora, SELECT, { locations: ids });
    expect(await tenantRows(nora.tenantId)).toBe(3);
  });
});

describe("initial imports", () => {
  it("refuses another user id, another tenant and non-leads", async () => {
    const cases: [{ token: string }, Record<string, string>][] = [
      [nora, { userId: ivan.userId, tenant: nora.tenantId }],
      [nora, { userId: nora.userId, tenant: ivan.tenantId }],
      [
        { token: await tokenFor(db, fixture.users.adminA!) },
        { userId: fixture.users.adminA!, tenant: fixture.tenantA },
      ],
    ];
    for (const [who, vars] of cases)
      expect(codeOf((await call(who, SETUP, vars)).body)).toBe("FORBIDDEN");
    const [r] = await db.select({ n: count() }).from(reviews);
    expect(r!.n).toBe(0);
  });

  it("imports what the maps service holds for the stores, idempotently", async () => {
    const vars = { userId: nora.userId, tenant: nora.tenantId };
    const first = (await call(nora, SETUP, vars)).body.data;
    expect(first.r.success && first.i.success && first.q.success).toBe(true);
    const maps = mapsAs(nora);
    const since = new Date();
    since.setUTCMonth(since.getUTCMonth() - 1);
    let expectedReviews = 0;
    for (const i of [0, 1, 2])
      expectedReviews += (await maps.listAllReviews(NORA, loc(NORA, i), { since })).length;
    expect(first.r.imported).toBe(expectedReviews);
    const counts = async () => {
      const where = (t: typeof reviews | typeof questions) => eq(t.tenantId, nora.tenantId);
      const [r] = await db.select({ n: count() }).from(reviews).where(where(reviews));
      const [q] = await db.select({ n: count() }).from(questions).where(where(questions));
      const [m] = await db
        .select({ n: count() })
        .from(dailyMetrics)
        .where(eq(dailyMetrics.tenantId, nora.tenantId));
      return [r!.n, q!.n, m!.n];
    };
    const before = await counts();
    expect(before).toEqual([first.r.imported, first.q.imported, first.i.imported]);
    expect(before[2]).toBeGreaterThan(0);
    const again = (await call(nora, SETUP, vars)).body.data;
    expect(again.r.success).toBe(true);
    expect(again.r.jobId).not.toBe(first.r.jobId);
    expect(await counts()).toEqual(before);
  });

  // A lead could repeat the initial imports without end, each one reading every store.
  it("refuses a fourth run of each import within a day", async () => {
    const vars = { userId: nora.userId, tenant: nora.tenantId };
    expect((await call(nora, SETUP, vars)).body.data.q.success).toBe(true);
    const refused = await call(nora, SETUP, vars);
    expect(codeOf(refused.body)).toBe("RATE_LIMITED");
    expect(refused.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("lead steps", () => {
  it("moves forward one step at a time, only for the caller", async () => {
    const step = (step: string, memberId = nora.userId, tenant = nora.tenantId) =>
      call(nora, STEP, { tenant, memberId, step });
    expect(codeOf((await step("user")).body)).toBe("FORBIDDEN");
    expect(codeOf((await step("insights", ivan.userId)).body)).toBe("FORBIDDEN");
    expect(codeOf((await step("insights", nora.userId, fixture.tenantB)).body)).toBe("FORBIDDEN");
    expect((await step("insights")).body.data.updateLeadStep.leadStep).toBe("insights");
    expect(codeOf((await step("locations")).body)).toBe("FORBIDDEN");
    expect(codeOf((await call(nora, SELECT, { locations: [loc(NORA, 0)] })).body)).toBe(
      "FORBIDDEN",
    );
    expect((await leadRow(nora.userId)).leadStep).toBe("insights");
  });

  it("a lead that has not chosen stores cannot reach insights", async () => {
    await call(ivan, SAVE, { input: { ...INFO, firstName: "Ivan" } });
    const { body } = await call(ivan, STEP, {
      tenant: ivan.tenantId,
      memberId: ivan.userId,
      step: "insights",
    });
    expect(codeOf(body)).toBe("FORBIDDEN");
    expect((await leadRow(ivan.userId)).leadStep).toBe("locations");
  });

  it("renews an expired maps access token with the refresh token", async () => {
    await db
      .update(mapsCredentials)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(mapsCredentials.userId, ivan.userId));
    const { body } = await call(ivan, LOCATIONS);
    expect(body.data.onBoardingLocations.length).toBeGreaterThan(0);
    const [row] = await db
      .select()
      .from(mapsCredentials)
      .where(and(eq(mapsCredentials.userId, ivan.userId)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
