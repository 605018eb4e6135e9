import { describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { resolveMapsSignIn } from "@/lib/auth/maps-sign-in";
import { createTrialLead, type MapsIdentity } from "@/lib/auth/trial-signup";
import { loadAuthUserById } from "@/lib/auth/user-access";
import { memberSettings, tenantConfigs, tenants, users } from "@/lib/db/schema";
import { withAuthDatabase } from "./auth-fixtures";

const auth = withAuthDatabase();

const identity = (
  sub: string,
  email: string | null,
  extra: Partial<MapsIdentity> = {},
): MapsIdentity => ({
  sub,
  email,
  emailVerified: true,
  name: "Nora Nueva",
  ...extra,
});

describe("maps sign-in outcomes", () => {
  it("signs in a linked maps user by subject", async () => {
    const outcome = await resolveMapsSignIn(
      auth.db,
      identity("sim-owner-acme", "owner@acme.example"),
      "signin",
    );
    expect(outcome).toMatchObject({
      ok: true,
      created: false,
      claims: { userId: auth.fixture.users.ownerAcme, tenantId: auth.fixture.tenants.acme },
    });
  });

  it("links an existing maps user by verified email on first sign-in", async () => {
    const outcome = await resolveMapsSignIn(
      auth.db,
      identity("sim-owner-globex", "Owner@Globex.example"),
      "signin",
    );
    expect(outcome).toMatchObject({ ok: true, claims: { userId: auth.fixture.users.ownerGlobex } });
    const user = await loadAuthUserById(auth.db, auth.fixture.users.ownerGlobex);
    expect(user?.mapsSubject).toBe("sim-owner-globex");
  });

  it("does not match by an unverified email", async () => {
    const outcome = await resolveMapsSignIn(
      auth.db,
      identity("sim-x", "owner@globex.example", { emailVerified: false }),
      "signin",
    );
    expect(outcome).toEqual({ ok: false, code: "NO_USER_ACCOUNT" });
  });

  it.each([
    [
      "a StorePlus credentials user",
      identity("sim-someone", "reviews@acme.example"),
      "STOREPLUS_USER_ERROR",
    ],
    ["a user without tenant", identity("sim-no-tenant", "no.tenant@acme.example"), "NO_TENANT"],
    ["an expired lead", identity("sim-lead-expired", "lead.expired@trial.example"), "EXPIRED_LEAD"],
    ["a user without user account", identity("sim-ghost", "ghost@acme.example"), "NO_USER_ACCOUNT"],
    [
      "an unknown email on a whitelisted domain",
      identity("sim-new-acme", "new.person@acme.example"),
      "NO_USER_ACCOUNT",
    ],
    [
      "an unknown email on an unknown domain",
      identity("sim-stranger", "someone@unknown.example"),
      "NO_WHITELIST_ON_DOMAIN",
    ],
    ["an identity without email", identity("sim-empty", null), "NO_USER_ACCOUNT"],
  ] as const)("refuses %s with %s", async (_name, who, code) => {
    expect(await resolveMapsSignIn(auth.db, who, "signin")).toMatchObject({ ok: false, code });
  });

  // A disabled tenant's S+ user was told to use the credentials form, which then refused them too.
  it("tells a DISABLE tenant's StorePlus user so, not to use the credentials form", async () => {
    expect(
      await resolveMapsSignIn(auth.db, identity("sim-typed", "User@Initech.example"), "signin"),
    ).toMatchObject({ ok: false, code: "TENANT_DISABLED" });
  });

  it("answers TENANT_DISABLED for an unknown email of a domain only a DISABLE tenant whitelists", async () => {
    expect(
      await resolveMapsSignIn(auth.db, identity("sim-new", "new.person@initech.example"), "signin"),
    ).toMatchObject({ ok: false, code: "TENANT_DISABLED" });
  });

  it("refuses a user of a DISABLE tenant", async () => {
    await auth.db
      .update(users)
      .set({ mapsSubject: "sim-initech" })
      .where(eq(users.id, auth.fixture.users.disabled));
    await auth.db
      .update(users)
      .set({ passwordHash: null, kind: "maps" })
      .where(eq(users.id, auth.fixture.users.disabled));
    expect(
      await resolveMapsSignIn(auth.db, identity("sim-initech", "user@initech.example"), "signin"),
    ).toEqual({
      ok: false,
      code: "TENANT_DISABLED",
      // The refusal is the user's: it goes into their tenant's audit log.
      account: { id: auth.fixture.users.disabled, tenantId: auth.fixture.tenants.initech },
    });
  });

  it("creates nothing when the sign-in option is refused", async () => {
    const before = await auth.db.select({ id: tenants.id }).from(tenants);
    await resolveMapsSignIn(auth.db, identity("sim-stranger", "someone@unknown.example"), "signin");
    expect(await auth.db.select({ id: tenants.id }).from(tenants)).toHaveLength(before.length);
  });
});

describe("free-trial sign-up", () => {
  it("creates the lead, its own tenant with LEADS/IS_LEAD, the TRIAL role and member settings", async () => {
    const started = new Date();
    const outcome = await resolveMapsSignIn(
      auth.db,
      identity("sim-lead-new", "New.Lead@trial.example", {
        givenName: "Nora",
        familyName: "Nueva",
      }),
      "trial",
      started,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.created).toBe(true);
    expect(outcome.claims).toMatchObject({
      kind: "lead",
      isLeads: true,
      leadStep: "info",
      roles: ["TRIAL"],
      email: "new.lead@trial.example",
    });
    const user = await loadAuthUserById(auth.db, outcome.claims.userId);
    expect(user).toMatchObject({
      firstName: "Nora",
      lastName: "Nueva",
      mapsSubject: "sim-lead-new",
      tenantName: "trialnewlead",
      tenantStatus: "ACTIVE",
    });
    expect(user?.trialStartedAt?.getTime()).toBe(started.getTime());
    const [config] = await auth.db
      .select()
      .from(tenantConfigs)
      .where(eq(tenantConfigs.tenantId, user!.tenantId!));
    expect(config).toMatchObject({ config: "LEADS", values: [{ name: "IS_LEAD", boolean: true }] });
    const settings = await auth.db
      .select()
      .from(memberSettings)
      .where(eq(memberSettings.userId, user!.id));
    expect(settings).toHaveLength(1);
  });

  it("signs a returning lead in without creating a second tenant", async () => {
    const before = await auth.db.select({ id: tenants.id }).from(tenants);
    const outcome = await resolveMapsSignIn(
      auth.db,
      identity("sim-lead-new", "new.lead@trial.example"),
      "trial",
    );
    expect(outcome).toMatchObject({ ok: true, created: false });
    expect(await auth.db.select({ id: tenants.id }).from(tenants)).toHaveLength(before.length);
  });

  it("gives each trial tenant a unique one-word name", async () => {
    const a = await resolveMapsSignIn(
      auth.db,
      identity("sim-n1", "new-lead@other.example"),
      "trial",
    );
    const b = await resolveMapsSignIn(
      auth.db,
      identity("sim-n2", "new_lead@third.example"),
      "trial",
    );
    const names = [];
    for (const outcome of [a, b]) {
      if (!outcome.ok) throw new Error("expected a lead");
      names.push((await loadAuthUserById(auth.db, outcome.claims.userId))!.tenantName);
    }
    expect(names).toEqual(["trialnewlead2", "trialnewlead3"]);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+$/);
  });

  it("still refuses an expired lead and an S+ user on the free-trial button", async () => {
    expect(
      await resolveMapsSignIn(
        auth.db,
        identity("sim-lead-expired", "lead.expired@trial.example"),
        "trial",
      ),
    ).toMatchObject({ ok: false, code: "EXPIRED_LEAD" });
    expect(
      await resolveMapsSignIn(auth.db, identity("sim-z", "admin@acme.example"), "trial"),
    ).toMatchObject({ ok: false, code: "STOREPLUS_USER_ERROR" });
  });

  it("is atomic: a failing user insert leaves no tenant or config behind", async () => {
    const count = async () => ({
      tenants: (await auth.db.select({ id: tenants.id }).from(tenants)).length,
      configs: (await auth.db.select({ id: tenantConfigs.id }).from(tenantConfigs)).length,
    });
    const before = await count();
    // The email is taken, so the user insert fails after the tenant and its config were inserted.
    await expect(
      createTrialLead(auth.db, {
        ...identity("sim-dup", "owner@acme.example"),
        email: "owner@acme.example",
      }),
    ).rejects.toThrow();
    expect(await count()).toEqual(before);
    expect(
      await auth.db.select().from(tenants).where(like(tenants.name, "trialowner%")),
    ).toHaveLength(0);
  });
});
