import { describe, expect, it } from "vitest";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { ROLE_NAMES, MODULE_STATUSES } from "@/lib/seed/catalog";
import {
  CREDENTIAL_ACCOUNTS,
  DEMO_ACCOUNTS,
  IDENTITIES_WITHOUT_USER,
} from "@/lib/seed/demo-accounts";
import { generateLocations } from "@/lib/seed/locations";
import { buildSimLocation } from "@/lib/maps-simulator/build-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { createRandom } from "@/lib/seed/random";
import { buildTenantPlans } from "@/lib/seed/tenants";
import { buildUserPlans } from "@/lib/seed/users";

const acme = { id: "1001", accountName: "Acme Retail" };
const plan = { tenantId: "00000000-0000-4000-8000-000000000001", account: acme, count: 2_000 };
const simAccounts = SIM_IDENTITIES.flatMap((identity) => identity.accounts);

describe("seeded random", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const draw = (seed: string) => {
      const r = createRandom(seed);
      return [r.next(), r.int(1, 6), r.uuid()];
    };
    expect(draw("a")).toEqual(draw("a"));
    expect(draw("a")).not.toEqual(draw("b"));
    expect(createRandom("x").uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe("generateLocations", () => {
  const rows = generateLocations(plan);

  it("is a pure function of its plan", () => {
    expect(generateLocations(plan)).toEqual(rows);
    const other = generateLocations({ ...plan, tenantId: "00000000-0000-4000-8000-000000000002" });
    expect(other[0].id).not.toBe(rows[0].id);
    expect(other[0].googleId).toBe(rows[0].googleId);
  });

  it("points store n at the simulator's location n of the same account, for every n", () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    rows.forEach((row, index) =>
      expect(row.googleId).toBe(`locations/${simLocationId("1001", index)}`),
    );
    expect(rows[0]).toMatchObject({
      googleId: "locations/1001000001",
      account: "accounts/1001",
      storeCode: "ACME-0001",
    });
    expect(rows[1_999].googleId).toBe("locations/1001002000");
  });

  it("copies what the simulator serves: title, code, address, status, duplicate, verification", () => {
    rows.forEach((row, index) => {
      const sim = buildSimLocation(acme, index);
      const address = sim.data.storefrontAddress!;
      expect(row).toMatchObject({
        locationName: sim.title,
        storeCode: sim.storeCode,
        regionCode: address.regionCode,
        postalCode: address.postalCode,
        locality: address.locality,
        addressLines: address.addressLines,
        openStatus: sim.openStatus,
        duplicateLocation: sim.data.metadata?.duplicateLocation !== undefined,
        verified: sim.verifications.at(-1)?.state ?? null,
        placeId: sim.data.metadata?.placeId ?? null,
      });
    });
  });

  it("names acme's 250 demo stores apart, but for duplicates, which repeat their original", () => {
    const acmePlan = buildTenantPlans().find((p) => p.name === "acme")!;
    const demo = generateLocations({ ...plan, count: acmePlan.locationCount });
    const originals = demo.filter((row) => !row.duplicateLocation).map((row) => row.locationName);
    expect(new Set(originals).size).toBe(originals.length);
    for (const row of demo.filter((r) => r.duplicateLocation))
      expect(originals).toContain(row.locationName);
  });

  it("mixes in duplicates, closed stores and unverified ones, over every country", () => {
    const share = (test: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(test).length / rows.length;
    expect(share((row) => row.duplicateLocation === true)).toBeCloseTo(0.04, 2);
    expect(share((row) => row.openStatus === "CLOSED_TEMPORARILY")).toBeCloseTo(0.05, 1);
    expect(share((row) => row.openStatus === "CLOSED_PERMANENTLY")).toBeCloseTo(0.02, 1);
    expect(share((row) => row.verified === "COMPLETED")).toBeGreaterThan(0.7);
    for (const value of ["PENDING", "FAILED", null])
      expect(rows.some((row) => row.verified === value)).toBe(true);
    expect(new Set(rows.map((row) => row.regionCode))).toEqual(new Set(["AR", "ES", "MX", "US"]));
  });
});

describe("tenant and user plans", () => {
  it("are identical on every build, except trial dates which follow `now`", () => {
    expect(buildTenantPlans(250)).toEqual(buildTenantPlans(250));
    const now = new Date("2025-06-01T00:00:00Z");
    expect(buildUserPlans(now)).toEqual(buildUserPlans(now));
    const expired = buildUserPlans(now).find((p) => p.user.email === "lead.expired@trial.example");
    expect(expired?.user.trialStartedAt?.toISOString()).toBe("2025-04-01T00:00:00.000Z");
  });

  it("takes every demo tenant's stores from a simulator account that seeds them all", () => {
    for (const tenant of buildTenantPlans()) {
      const account = simAccounts.find((candidate) => candidate.id === tenant.account.id);
      expect(account?.accountName, tenant.name).toBe(tenant.account.accountName);
      expect(account?.locationCount, tenant.name).toBeGreaterThanOrEqual(tenant.locationCount);
    }
    // Benchmarks seed acme beyond the simulator's default: they grow the account to match.
    expect(buildTenantPlans(10_000).find((p) => p.name === "acme")?.account.id).toBe("1001");
  });

  it("gives every lead its own trial tenant flagged IS_LEAD, with 3 to 9 stores", () => {
    const plans = buildTenantPlans();
    const leads = DEMO_ACCOUNTS.filter((account) => account.kind === "lead");
    expect(leads).toHaveLength(5);
    for (const lead of leads) {
      const tenant = plans.find((p) => p.name === lead.tenant);
      expect(tenant?.name).toMatch(/^trial[a-z]+$/);
      expect(tenant?.configs).toContainEqual({
        config: "LEADS",
        values: [{ name: "IS_LEAD", boolean: true }],
      });
      expect(tenant?.locationCount).toBeGreaterThanOrEqual(3);
      expect(tenant?.locationCount).toBeLessThanOrEqual(9);
    }
    expect(plans.find((p) => p.name === "acme")?.locationCount).toBe(250);
    expect(buildTenantPlans(10_000).find((p) => p.name === "acme")?.locationCount).toBe(10_000);
    expect(plans.find((p) => p.name === "initech")?.status).toBe("DISABLE");
  });

  it("links maps users to simulator identities and leaves the sign-up identities without a user", () => {
    const emails = new Set(buildUserPlans(new Date()).map((p) => p.user.email));
    for (const account of DEMO_ACCOUNTS.filter((a) => a.mapsSubject)) {
      expect(SIM_IDENTITIES.find((identity) => identity.sub === account.mapsSubject)?.email).toBe(
        account.email,
      );
    }
    for (const email of IDENTITIES_WITHOUT_USER) expect(emails.has(email)).toBe(false);
    expect(
      new Set(
        buildUserPlans(new Date())
          .map((p) => p.user.username)
          .filter(Boolean),
      ).size,
    ).toBe(CREDENTIAL_ACCOUNTS.length);
  });

  it("only grants roles that exist, and starts every module active", () => {
    for (const p of buildUserPlans(new Date()))
      for (const role of p.roles) expect(ROLE_NAMES).toContain(role);
    expect(MODULE_STATUSES.filter((m) => m.status === "ACTIVE")).toHaveLength(13);
  });
});
