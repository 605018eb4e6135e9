// Regression: /logout signed the user out on a bare GET (the page ran the logout action on mount),
// so any site could revoke every token of a signed-in user, API tokens included. Signing out now
// takes the session's logout token; a request without it changes nothing.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { logout } from "@/lib/auth/logout-action";
import { logoutTokenFor } from "@/lib/auth/logout-token";
import { RETURN_TO_COOKIE } from "@/lib/auth/permissions";
import { getUserFromClaims } from "@/lib/auth/session";
import { issueAccessToken, readClaimsFromRequest } from "@/lib/auth/token";
import type { SessionClaims } from "@/lib/auth/types";
import { claimsFor, loadAuthUserById } from "@/lib/auth/user-access";
import { logEvents } from "@/lib/db/schema";
import { withAuthDatabase } from "./auth-fixtures";

const next = vi.hoisted(() => {
  class Redirect extends Error {
    constructor(readonly to: string) {
      super(`redirect to ${to}`);
    }
  }
  return {
    Redirect,
    claims: null as SessionClaims | null,
    headers: new Headers({
      "user-agent": "Mozilla/5.0 (logout test)",
      // The socket's address, as Next's server hands it on (lib/auth/client-ip.ts).
      "x-forwarded-for": "198.51.100.4",
    }),
    deleteCookie: vi.fn(),
    signOut: vi.fn(async (options: { redirectTo: string }) => {
      throw new Redirect(options.redirectTo);
    }),
  };
});

vi.mock("next/headers", () => ({
  headers: async () => next.headers,
  cookies: async () => ({ delete: next.deleteCookie }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new next.Redirect(to);
  },
}));
// The session cookie as Auth.js would read it, and its sign-out (which clears that cookie).
vi.mock("@/lib/auth/index", () => ({
  auth: async () => (next.claims ? { claims: next.claims } : null),
  signOut: next.signOut,
}));

const auth = withAuthDatabase();

beforeEach(async () => {
  next.deleteCookie.mockClear();
  next.signOut.mockClear();
  await auth.db.delete(logEvents);
});

async function signedInAs(key: string): Promise<SessionClaims> {
  next.claims = claimsFor((await loadAuthUserById(auth.db, auth.fixture.users[key]))!);
  return next.claims;
}

/** Where the action sent the browser (it always ends in a redirect). */
async function logoutWith(...args: unknown[]): Promise<string> {
  const error = await (logout as (...a: unknown[]) => Promise<void>)(...args).catch((e) => e);
  expect(error).toBeInstanceOf(next.Redirect);
  return (error as InstanceType<typeof next.Redirect>).to;
}

/** Whether a Bearer token issued for these claims is still accepted. */
async function apiTokenWorks(token: string): Promise<boolean> {
  const request = new Request("http://localhost/api/graphql", {
    headers: { authorization: `Bearer ${token}` },
  });
  const claims = await readClaimsFromRequest(request);
  return Boolean(claims && (await getUserFromClaims(auth.db, claims)));
}

const logoutEvents = () => auth.db.select().from(logEvents).where(eq(logEvents.name, "logout"));

describe("logout", () => {
  it("changes nothing without the session's logout token", async () => {
    const claims = await signedInAs("reviewsAcme");
    const apiToken = await issueAccessToken(claims);
    const otherUsers = logoutTokenFor(auth.fixture.users.adminAcme, claims.sessionVersion);
    // No argument is what the old page sent on mount; the rest are guesses and stolen neighbours.
    for (const args of [[], [undefined], [""], ["forged"], [otherUsers], [{ token: "x" }]]) {
      expect(await logoutWith(...args), JSON.stringify(args)).toBe("/logout");
    }
    expect(await apiTokenWorks(apiToken)).toBe(true);
    expect(next.signOut).not.toHaveBeenCalled();
    expect(next.deleteCookie).not.toHaveBeenCalled();
    expect(await logoutEvents()).toEqual([]);
  });

  it("with the token revokes every token of the user, records the logout and signs out", async () => {
    const claims = await signedInAs("reviewsAcme");
    const apiToken = await issueAccessToken(claims);
    const token = logoutTokenFor(claims.userId, claims.sessionVersion);

    expect(await logoutWith(token)).toBe("/login");
    expect(next.signOut).toHaveBeenCalledWith({ redirectTo: "/login" });
    expect(next.deleteCookie).toHaveBeenCalledWith(RETURN_TO_COOKIE);
    expect(await apiTokenWorks(apiToken)).toBe(false);
    expect(await logoutEvents()).toEqual([
      expect.objectContaining({
        module: "auth",
        userId: auth.fixture.users.reviewsAcme,
        tenantId: auth.fixture.tenants.acme,
        usertype: "storeplus",
        source: "web",
        params: { ip: "198.51.100.4", userAgent: "Mozilla/5.0 (logout test)" },
      }),
    ]);

    // The token died with its session: the next session needs its own.
    await signedInAs("reviewsAcme");
    expect(await logoutWith(token)).toBe("/logout");
  });

  it("leaves other users' sessions alone", async () => {
    const globex = await signedInAs("adminGlobex");
    const globexApiToken = await issueAccessToken(globex);
    const acme = await signedInAs("adminAcme");
    expect(await logoutWith(logoutTokenFor(acme.userId, acme.sessionVersion))).toBe("/login");
    expect(await apiTokenWorks(globexApiToken)).toBe(true);
  });

  it("without a session goes to /login and touches nothing", async () => {
    next.claims = null;
    expect(await logoutWith("anything")).toBe("/login");
    expect(next.signOut).not.toHaveBeenCalled();
    expect(next.deleteCookie).not.toHaveBeenCalled();
    expect(await logoutEvents()).toEqual([]);
  });
});
