import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loginWithCredentials, verifyCredentials } from "@/lib/auth/credentials";
import {
  accountKey,
  ipKey,
  LOGIN_LIMITS,
  loginSubject,
  pairKey,
  recordFailure,
} from "@/lib/auth/rate-limit";
import { readClaimsFromRequest } from "@/lib/auth/token";
import { getUserFromClaims } from "@/lib/auth/session";
import { logEvents, rateLimits } from "@/lib/db/schema";
import { PASSWORDS, withAuthDatabase } from "./auth-fixtures";

const auth = withAuthDatabase();

beforeEach(async () => {
  await auth.db.delete(rateLimits);
});

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) integration-test";

const attempt = (user: string, password: string, ip: string | null = "10.0.0.1", now?: Date) =>
  verifyCredentials(auth.db, { user, password, ip, userAgent: USER_AGENT, source: "web" }, now);

describe("verifyCredentials", () => {
  it("signs in by user name (any case) or email, with the user's claims", async () => {
    for (const name of ["admin", "ADMIN", "admin@acme.example"]) {
      const result = await attempt(name, PASSWORDS.admin);
      expect(result.ok, name).toBe(true);
      if (result.ok) {
        expect(result.claims).toMatchObject({
          userId: auth.fixture.users.adminAcme,
          tenantId: auth.fixture.tenants.acme,
          roles: ["ADMIN"],
          kind: "admin",
        });
      }
    }
  });

  it("answers WRONG_CREDENTIALS alike for a wrong password and an unknown user", async () => {
    expect(await attempt("admin", "wrong-password")).toEqual({
      ok: false,
      code: "WRONG_CREDENTIALS",
    });
    expect(await attempt("nobody", PASSWORDS.admin)).toEqual({
      ok: false,
      code: "WRONG_CREDENTIALS",
    });
    // A maps-only user has no password: the same answer, not a hint that the user exists.
    expect(await attempt("owner@acme.example", "anything")).toEqual({
      ok: false,
      code: "WRONG_CREDENTIALS",
    });
  });

  it("refuses over-long input without touching the database", async () => {
    expect(await attempt("a".repeat(51), PASSWORDS.admin)).toEqual({
      ok: false,
      code: "WRONG_CREDENTIALS",
    });
    expect(await attempt("admin", "p".repeat(21))).toEqual({
      ok: false,
      code: "WRONG_CREDENTIALS",
    });
    expect(await auth.db.select().from(rateLimits)).toHaveLength(0);
  });

  it("refuses a correct password when the tenant is DISABLE or missing", async () => {
    expect(await attempt("disabled", PASSWORDS.disabled)).toEqual({
      ok: false,
      code: "TENANT_DISABLED",
    });
    expect(await attempt("notenant", PASSWORDS.notenant)).toEqual({ ok: false, code: "NO_TENANT" });
  });
});

describe("rate limits", () => {
  it("limits one account from one address without locking another account on the same address", async () => {
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++) {
      expect((await attempt("reviews", "bad")).ok).toBe(false);
    }
    // Even the right password is refused from that address while the pair is limited.
    expect(await attempt("reviews", PASSWORDS.reviews)).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
    expect(await attempt("REVIEWS", PASSWORDS.reviews)).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
    expect((await attempt("admin", PASSWORDS.admin)).ok).toBe(true);
  });

  // Regression: five wrong passwords locked the owner out of the right one for 15 minutes.
  it("lets the owner in from another address after a guesser's failures", async () => {
    for (let i = 0; i < LOGIN_LIMITS.pair.limit + 2; i++)
      await attempt("admin", "guess", "198.51.100.66");
    expect(await attempt("admin", PASSWORDS.admin, "198.51.100.66")).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
    expect((await attempt("admin", PASSWORDS.admin, "203.0.113.10")).ok).toBe(true);
  });

  it("limits an account loosely across addresses (at most 100 failures an hour)", async () => {
    expect(LOGIN_LIMITS.account.limit).toBeLessThanOrEqual(100);
    expect(LOGIN_LIMITS.account.windowSeconds).toBe(3600);
    // A guesser spread over many addresses: the account's own count stops them.
    for (let i = 0; i < LOGIN_LIMITS.account.limit - 1; i++)
      await recordFailure(
        auth.db,
        accountKey(loginSubject(auth.fixture.users.adminGlobex, "globexadmin")),
        LOGIN_LIMITS.account,
      );
    expect(await attempt("globexadmin", "guess", "192.0.2.200")).toEqual({
      ok: false,
      code: "WRONG_CREDENTIALS",
    });
    expect(await attempt("globexadmin", PASSWORDS.globex, "192.0.2.201")).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
    // Other accounts are untouched.
    expect((await attempt("admin", PASSWORDS.admin, "192.0.2.202")).ok).toBe(true);
  });

  it("limits one address spraying many accounts, not other addresses", async () => {
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) {
      await recordFailure(auth.db, ipKey("10.9.9.9"), LOGIN_LIMITS.ip);
    }
    expect(await attempt("globexadmin", PASSWORDS.globex, "10.9.9.9")).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
    expect((await attempt("globexadmin", PASSWORDS.globex, "10.1.1.1")).ok).toBe(true);
  });

  it("counts real failures per address across accounts", async () => {
    const ip = "10.7.7.7";
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) await attempt(`guess${i}`, "bad", ip);
    expect(await attempt("admin", PASSWORDS.admin, ip)).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
  });

  it("counts requests of unknown address as one place", async () => {
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++) await attempt("globexadmin", "bad", null);
    expect(await attempt("globexadmin", PASSWORDS.globex, null)).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
    expect((await attempt("globexadmin", PASSWORDS.globex, "10.8.8.8")).ok).toBe(true);
  });

  it("does not reset another account's counter on a success", async () => {
    for (let i = 0; i < LOGIN_LIMITS.pair.limit - 1; i++)
      await attempt("globexadmin", "bad", "10.2.2.2");
    expect((await attempt("admin", PASSWORDS.admin, "10.2.2.2")).ok).toBe(true);
    await attempt("globexadmin", "bad", "10.2.2.2");
    expect(await attempt("globexadmin", PASSWORDS.globex, "10.2.2.2")).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
  });

  it("clears only the pair's own counter on its success, never the address's or the account's", async () => {
    await attempt("admin", "bad", "10.3.3.3");
    expect((await attempt("admin", PASSWORDS.admin, "10.3.3.3")).ok).toBe(true);
    const rows = await auth.db.select().from(rateLimits);
    const admin = loginSubject(auth.fixture.users.adminAcme, "admin");
    expect(rows.find((r) => r.key === pairKey(admin, "10.3.3.3"))).toBeUndefined();
    expect(rows.find((r) => r.key === ipKey("10.3.3.3"))?.count).toBe(1);
    expect(rows.find((r) => r.key === accountKey(admin))?.count).toBe(1);
  });

  it("forgets failures once the window has passed", async () => {
    const past = new Date(Date.now() - (LOGIN_LIMITS.pair.windowSeconds + 60) * 1000);
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++)
      await attempt("reviews", "bad", "10.4.4.4", past);
    expect(await attempt("reviews", PASSWORDS.reviews, "10.4.4.4", past)).toEqual({
      ok: false,
      code: "RATE_LIMITED",
    });
    expect((await attempt("reviews", PASSWORDS.reviews, "10.4.4.4")).ok).toBe(true);
  });

  it("counts concurrent failures exactly (one atomic upsert each)", async () => {
    const key = accountKey("concurrent");
    await Promise.all(
      Array.from({ length: 12 }, () => recordFailure(auth.db, key, LOGIN_LIMITS.account)),
    );
    const [row] = await auth.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row.count).toBe(12);
  });
});

describe("loginWithCredentials (GraphQL login)", () => {
  it("returns a token that authenticates as Bearer and resolves to the user", async () => {
    const result = await loginWithCredentials(auth.db, {
      user: "admin",
      pass: PASSWORDS.admin,
      type: "web",
      ip: "10.5.5.5",
      userAgent: USER_AGENT,
    });
    expect(result).toMatchObject({
      success: true,
      message: "OK",
      email: "admin@acme.example",
      tenant: auth.fixture.tenants.acme,
      userId: auth.fixture.users.adminAcme,
    });
    const request = new Request("http://localhost/api/graphql", {
      headers: { authorization: `Bearer ${result.token}` },
    });
    const claims = await readClaimsFromRequest(request);
    expect(claims?.userId).toBe(auth.fixture.users.adminAcme);
    const user = await getUserFromClaims(auth.db, claims!);
    expect(user?.email).toBe("admin@acme.example");
    expect(user).not.toHaveProperty("passwordHash");
  });

  it("maps failures to the spec's messages", async () => {
    const wrong = await loginWithCredentials(auth.db, {
      user: "admin",
      pass: "nope",
      type: "web",
      ip: "10.6.6.6",
      userAgent: USER_AGENT,
    });
    expect(wrong).toEqual({
      success: false,
      token: null,
      message: "WRONG_CREDENTIALS",
      email: null,
      tenant: null,
      userId: null,
    });
    const disabled = await loginWithCredentials(auth.db, {
      user: "disabled",
      pass: PASSWORDS.disabled,
      type: "web",
      ip: "10.6.6.6",
      userAgent: USER_AGENT,
    });
    // Named, not NO_MASTER_LOGGED_IN: the master account's onboarding has nothing to do with it.
    expect(disabled.message).toBe("TENANT_DISABLED");
    expect(disabled.token).toBeNull();
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++)
      await loginWithCredentials(auth.db, {
        user: "reviews",
        pass: "x",
        type: "web",
        ip: null,
        userAgent: null,
      });
    const limited = await loginWithCredentials(auth.db, {
      user: "reviews",
      pass: PASSWORDS.reviews,
      type: "web",
      ip: null,
      userAgent: null,
    });
    expect(limited.message).toBe("RATE_LIMITED");
  });
});

// Regression: refused sign-ins left no event, and successful ones had no address or user agent.
describe("sign-in events", () => {
  beforeEach(async () => {
    await auth.db.delete(logEvents);
  });

  const events = (name: string) => auth.db.select().from(logEvents).where(eq(logEvents.name, name));

  it("records a wrong password with the name tried, the code, the address and the user agent", async () => {
    await attempt("admin", "Not-The-Password-42", "10.1.1.1");
    const [event] = await events("login_failed");
    expect(event).toMatchObject({
      module: "auth",
      tenantId: null,
      userId: null,
      usertype: "storeplus",
      source: "web",
      params: {
        provider: "credentials",
        user: "admin",
        reason: "WRONG_CREDENTIALS",
        ip: "10.1.1.1",
        userAgent: USER_AGENT,
      },
    });
    expect(JSON.stringify(event)).not.toContain("Not-The-Password-42");
  });

  it("records unknown users, locked accounts and refused tenants alike, each with its code", async () => {
    await attempt("nobody", "whatever");
    await attempt("disabled", PASSWORDS.disabled);
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++) await attempt("reviews", "wrong");
    await attempt("reviews", PASSWORDS.reviews);
    const reasons = (await events("login_failed")).map((e) => [e.params.user, e.params.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ["nobody", "WRONG_CREDENTIALS"],
        ["disabled", "TENANT_DISABLED"],
        ["reviews", "RATE_LIMITED"],
      ]),
    );
    expect(reasons).toHaveLength(LOGIN_LIMITS.pair.limit + 3);
    expect(await events("login")).toEqual([]);
  });

  it("records a successful sign-in with the user, tenant, address and user agent", async () => {
    await attempt("admin", PASSWORDS.admin, "10.2.2.2");
    expect(await events("login")).toEqual([
      expect.objectContaining({
        userId: auth.fixture.users.adminAcme,
        tenantId: auth.fixture.tenants.acme,
        usertype: "storeplus",
        source: "web",
        params: { provider: "credentials", ip: "10.2.2.2", userAgent: USER_AGENT },
      }),
    ]);
    expect(await events("login_failed")).toEqual([]);
  });

  it("records the GraphQL login under the caller's type, refused or not", async () => {
    const login = (pass: string) =>
      loginWithCredentials(auth.db, {
        user: "globexadmin",
        pass,
        type: "mobile",
        ip: "10.3.3.3",
        userAgent: "StorePlus-iOS/2.1",
      });
    await login("nope");
    await login(PASSWORDS.globex);
    const origin = { ip: "10.3.3.3", userAgent: "StorePlus-iOS/2.1" };
    expect(await events("login_failed")).toEqual([
      expect.objectContaining({
        source: "mobile",
        params: expect.objectContaining({ user: "globexadmin", ...origin }),
      }),
    ]);
    expect(await events("login")).toEqual([
      expect.objectContaining({
        userId: auth.fixture.users.adminGlobex,
        tenantId: auth.fixture.tenants.globex,
        source: "mobile",
        params: expect.objectContaining(origin),
      }),
    ]);
  });
});
