// The sign-in flows end to end through Auth.js's own route handlers: CSRF, the credentials
// callback, and the maps OAuth round trip against the maps simulator (served in-process).
// First: it sets AUTH_SECRET, which Auth.js reads when lib/auth is first imported.
import { openTestDatabase, PASSWORDS, seedAuthFixture, type AuthFixture } from "./auth-fixtures";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { readClaimsFromRequest } from "@/lib/auth/token";
import { setDbForTests, type Handle } from "@/lib/db/client";
import { logEvents, tenants, users } from "@/lib/db/schema";
import { SIMULATOR_PATH } from "@/lib/maps/config";
import { handleMapsSimRequest } from "@/lib/maps-simulator/router";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import {
  authGet,
  authPost,
  csrfToken,
  Jar,
  ORIGIN,
} from "@/tests/integration/helpers/auth-browser";

/** The browser and address every request of these flows comes from. */
const CLIENT = { "user-agent": "Mozilla/5.0 (auth-flow test)", "x-forwarded-for": "203.0.113.7" };
const FROM_CLIENT = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (auth-flow test)" };
let handle: Handle;
let fixture: AuthFixture;

beforeAll(async () => {
  handle = await openTestDatabase();
  setDbForTests(handle);
  fixture = await seedAuthFixture(handle.db);
  await seedMapsSimulator(handle.db, { bigAccountLocations: 3 });
  const realFetch = globalThis.fetch;
  // The provider's server-side calls (token, userinfo) reach the simulator without a server.
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin === ORIGIN && url.pathname.startsWith(`${SIMULATOR_PATH}/`)) {
      return handleMapsSimRequest(input instanceof Request ? input : new Request(url, init));
    }
    return realFetch(input, init);
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  setDbForTests(undefined);
  await handle.close();
});

const get = (jar: Jar, path: string) => authGet(jar, path, CLIENT);
const post = (jar: Jar, path: string, form: Record<string, string>) =>
  authPost(jar, path, form, CLIENT);
const csrf = (jar: Jar) => csrfToken(jar, CLIENT);

async function sessionClaims(jar: Jar) {
  const token = jar.get(SESSION_COOKIE_NAME);
  if (!token) return null;
  return readClaimsFromRequest(
    new Request(ORIGIN, { headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` } }),
  );
}

/** The login_failed events of a sign-in name. */
function failedSignIns(user: string) {
  return handle.db
    .select()
    .from(logEvents)
    .where(and(eq(logEvents.name, "login_failed"), sql`${logEvents.params}->>'user' = ${user}`));
}

const location = (response: Response) => {
  const url = new URL(response.headers.get("location")!, ORIGIN);
  return url.origin === ORIGIN ? `${url.pathname}${url.search}` : url.href;
};

describe("credentials through Auth.js", () => {
  it("sets the session cookie for the right password", async () => {
    const jar = new Jar();
    const response = await post(jar, "/api/auth/callback/credentials", {
      csrfToken: await csrf(jar),
      user: "admin",
      password: PASSWORDS.admin,
      callbackUrl: `${ORIGIN}/`,
    });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/");
    expect(await sessionClaims(jar)).toMatchObject({
      userId: fixture.users.adminAcme,
      roles: ["ADMIN"],
    });
    const events = await handle.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.userId, fixture.users.adminAcme));
    expect(events).toContainEqual(
      expect.objectContaining({
        module: "auth",
        name: "login",
        usertype: "storeplus",
        source: "web",
        params: { provider: "credentials", ...FROM_CLIENT },
      }),
    );
  });

  it("answers the refusal code and sets no session for a wrong password", async () => {
    const jar = new Jar();
    const response = await post(jar, "/api/auth/callback/credentials", {
      csrfToken: await csrf(jar),
      user: "admin",
      password: "wrong",
      callbackUrl: `${ORIGIN}/`,
    });
    expect(location(response)).toBe("/login?error=CredentialsSignin&code=WRONG_CREDENTIALS");
    expect(jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
    // Regression: a refused sign-in used to leave no trace.
    const failures = await failedSignIns("admin");
    expect(failures).toEqual([
      expect.objectContaining({
        tenantId: null,
        userId: null,
        source: "web",
        params: {
          provider: "credentials",
          user: "admin",
          reason: "WRONG_CREDENTIALS",
          ...FROM_CLIENT,
        },
      }),
    ]);
    expect(JSON.stringify(failures)).not.toContain("wrong");
  });

  it("refuses a POST without the CSRF token", async () => {
    const jar = new Jar();
    const response = await post(jar, "/api/auth/callback/credentials", {
      user: "admin",
      password: PASSWORDS.admin,
    });
    expect(jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
    expect(location(response)).not.toBe("/");
  });
});

/** Starts the maps flow on `provider`, consents on the simulator as `sub`, and completes the callback. */
async function mapsRoundTrip(provider: "maps" | "maps-trial", sub: string) {
  const jar = new Jar();
  const start = await post(jar, `/api/auth/signin/${provider}`, {
    csrfToken: await csrf(jar),
    callbackUrl: `${ORIGIN}/`,
  });
  const authorize = new URL(start.headers.get("location")!);
  expect(authorize.pathname).toBe(`${SIMULATOR_PATH}/oauth/authorize`);
  expect(authorize.searchParams.get("code_challenge")).toBeTruthy();
  const consent = await handleMapsSimRequest(
    new Request(authorize.origin + authorize.pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), sub }).toString(),
    }),
  );
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  expect(back.pathname).toBe(`/api/auth/callback/${provider}`);
  const done = await get(jar, `${back.pathname}${back.search}`);
  return { jar, response: done };
}

describe("maps OAuth through Auth.js and the simulator", () => {
  it("signs in a linked maps user", async () => {
    const { jar, response } = await mapsRoundTrip("maps", "sim-owner-acme");
    expect(location(response)).toBe("/");
    expect(await sessionClaims(jar)).toMatchObject({
      userId: fixture.users.ownerAcme,
      kind: "maps",
    });
    const events = await handle.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.userId, fixture.users.ownerAcme));
    expect(events).toContainEqual(
      expect.objectContaining({
        name: "login",
        usertype: "gbp",
        params: { provider: "maps", ...FROM_CLIENT },
      }),
    );
  });

  it.each([
    ["sim-no-tenant", "NO_TENANT"],
    ["sim-lead-expired", "EXPIRED_LEAD"],
    ["sim-stranger", "NO_WHITELIST_ON_DOMAIN"],
    ["sim-lead-new", "NO_WHITELIST_ON_DOMAIN"],
  ])("sends %s to /no-permissions?error=%s without a session", async (sub, code) => {
    const { jar, response } = await mapsRoundTrip("maps", sub);
    expect(location(response)).toBe(`/no-permissions?error=${code}`);
    expect(jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
    const refusals = await handle.db
      .select()
      .from(logEvents)
      .where(
        and(eq(logEvents.name, "login_failed"), sql`${logEvents.params}->>'reason' = ${code}`),
      );
    expect(refusals).toContainEqual(
      expect.objectContaining({
        usertype: "gbp",
        params: expect.objectContaining({ provider: "maps", reason: code, ...FROM_CLIENT }),
      }),
    );
  });

  it("creates a free-trial lead and signs it in", async () => {
    const { jar, response } = await mapsRoundTrip("maps-trial", "sim-lead-new");
    expect(location(response)).toBe("/");
    const claims = await sessionClaims(jar);
    expect(claims).toMatchObject({
      kind: "lead",
      isLeads: true,
      leadStep: "info",
      roles: ["TRIAL"],
      email: "new.lead@trial.example",
    });
    const [row] = await handle.db
      .select({ tenant: tenants.name })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, claims!.userId));
    expect(row.tenant).toBe("trialnewlead");
  });
});
