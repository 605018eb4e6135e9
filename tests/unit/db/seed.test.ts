import { describe, expect, it } from "vitest";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { ROLE_NAMES, MODULE_STATUSES } from "@/lib/db/seed/catalog";
import {
  CREDENTIAL_ACCOUNTS,
  DEMO_ACCOUNTS,
  IDENTITIES_WITHOUT_USER,
} from "@/lib/db/seed/demo-accounts";
import { generateLocations } from "@/lib/db/seed/locations";
import { createRandom } from "@/lib/db/seed/random";
import { buildTenantPlans } from "@/lib/db/seed/tenants";
import { buildUserPlans } from "@/lib/db/seed/users";

const plan = {
  tenantId: "00000000-0000-4000-8000-000000000001",
  accountId: "1001",
  storeCodePrefix: "ACME",
  brands: ["Acme Market"],
  count: 2_000,
};

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
    expect(generateLocations({ ...plan, storeCodePrefix: "GLBX" })[0].id).not.toBe(rows[0].id);
  });

  it("gives unique ids, maps-service names and store codes in the tenant's account", () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.googleId)).size).toBe(rows.length);
    expect(rows[0]).toMatchObject({
      googleId: "locations/1001000001",
      account: "accounts/1001",
      storeCode: "ACME-0001",
    });
    expect(rows.every((row) => /^locations\/\d+$/.test(row.googleId))).toBe(true);
  });

  it("mixes in duplicates, closed stores and unverified ones at about the planned rates", () => {
    const share = (test: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(test).length / rows.length;
    expect(share((row) => row.duplicateLocation === true)).toBeGreaterThan(0.015);
    expect(share((row) => row.duplicateLocation === true)).toBeLessThan(0.05);
    expect(share((row) => row.openStatus === "CLOSED_TEMPORARILY")).toBeCloseTo(0.04, 1);
    expect(share((row) => row.openStatus === "CLOSED_PERMANENTLY")).toBeCloseTo(0.02, 1);
    expect(share((row) => row.verified === "COMPLETED")).toBeGreaterThan(0.8);
    for (const value of ["PENDING", "FAILED", null])
      expect(rows.some((row) => row.verified === value)).toBe(true);
    expect(new Set(rows.map((row) => row.regionCode))).toEqual(
      new Set(["AR", "UY", "CL", "ES", "MX", "CO", "US"]),
    );
  });

  it("gives a small trial tenant each case the onboarding step handles", () => {
    const small = generateLocations({ ...plan, count: 6 });
    expect(small.filter((row) => row.duplicateLocation)).toHaveLength(1);
    expect(small.some((row) => row.verified === null)).toBe(true);
    expect(small.some((row) => row.verified === "PENDING")).toBe(true);
    expect(small.some((row) => row.openStatus === "CLOSED_TEMPORARILY")).toBe(true);
    expect(
      small.filter(
        (row) =>
          row.verified === "COMPLETED" && row.openStatus === "OPEN" && !row.duplicateLocation,
      ).length,
    ).toBeGreaterThanOrEqual(2);
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

  it("only grants roles that exist, and keeps direct messages in maintenance", () => {
    for (const p of buildUserPlans(new Date()))
      for (const role of p.roles) expect(ROLE_NAMES).toContain(role);
    expect(MODULE_STATUSES.find((m) => m.name === "direct_messages")?.status).toBe("MAINTENANCE");
    expect(MODULE_STATUSES.filter((m) => m.status === "ACTIVE")).toHaveLength(12);
  });
});
