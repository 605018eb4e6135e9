import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { middleware } from "@/middleware";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { encodeSessionToken, decodeSessionToken } from "@/lib/auth/session-cookie";
import { SESSION } from "@/lib/constants";
import type { SessionClaims } from "@/lib/auth/types";

const claims: SessionClaims = {
  userId: "u1",
  tenantId: "t1",
  email: "r@acme.example",
  kind: "storeplus",
  roles: ["REVIEWS"],
  isLeads: false,
  leadStep: null,
  sessionVersion: 1,
};
const now = () => Math.floor(Date.now() / 1000);

beforeAll(() => {
  process.env.AUTH_SECRET ??= "unit-test-secret-unit-test-secret-0123456789";
});

async function request(
  path: string,
  {
    cookies = {},
    headers = {},
    method = "GET",
    body,
  }: {
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
  } = {},
) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  const req = new NextRequest(`http://localhost:3000${path}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    body,
  });
  return middleware(req);
}

const location = (res: Response) => {
  const value = res.headers.get("location");
  return value ? new URL(value).pathname + new URL(value).search : null;
};

describe("middleware", () => {
  it("sends a visitor without a session to /login", async () => {
    const res = await request("/apps/reviews", {
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(location(res)).toBe("/login");
  });

  // Regression (issue 22): a request without Accept-Language was given a Spanish cookie for a year,
  // so the browser's later languages were ignored; the language is guessed again on each request
  // (the default when nothing says otherwise) and a cookie holds only what the user chose.
  it("sets no locale cookie the user did not choose, with or without Accept-Language", async () => {
    const variants: Record<string, string>[] = [
      {},
      { "accept-language": "en-US,en;q=0.9" },
      { "accept-language": "fr" },
    ];
    for (const headers of variants) {
      const res = await request("/login", { headers });
      expect(location(res)).toBeNull();
      expect(res.cookies.get("NEXT_LOCALE")).toBeUndefined();
      expect(res.headers.getSetCookie().join()).not.toContain("NEXT_LOCALE");
    }
  });

  it("keeps an existing locale cookie", async () => {
    const res = await request("/login", {
      cookies: { NEXT_LOCALE: "en" },
      headers: { "accept-language": "es-AR" },
    });
    expect(res.cookies.get("NEXT_LOCALE")).toBeUndefined();
    expect(location(res)).toBeNull();
  });

  it("lets an allowed user through, refreshes the cookie and clears a reached return address", async () => {
    // The sign-in time is carried over as it was, whatever second the check runs in.
    const signedIn = now() - 600;
    const token = await encodeSessionToken({ claims, authTime: signedIn, lastSeen: signedIn });
    const res = await request("/apps/reviews?page=2", {
      cookies: {
        [SESSION_COOKIE_NAME]: token,
        NEXT_LOCALE: "es",
        sp_return_to: "/apps/reviews?page=2",
      },
    });
    expect(location(res)).toBeNull();
    expect(res.cookies.get("sp_return_to")?.value).toBe("");
    const refreshed = await decodeSessionToken(
      res.cookies.get(SESSION_COOKIE_NAME)!.value,
      "cookie",
    );
    expect(refreshed?.lastSeen).toBeGreaterThanOrEqual(now() - 2);
    expect(refreshed?.authTime).toBe(signedIn);
  });

  it("sends a blocked user with roles to the 404 page with the attempted address", async () => {
    const token = await encodeSessionToken({ claims, authTime: now(), lastSeen: now() });
    const res = await request("/apps/stores", {
      cookies: { [SESSION_COOKIE_NAME]: token, sp_return_to: "/apps/reviews", NEXT_LOCALE: "es" },
    });
    expect(location(res)).toBe(
      `/pages/errors/error-404?from=${encodeURIComponent("/apps/stores")}`,
    );
  });

  it("remembers the address a signed-out visitor asked for", async () => {
    const res = await request("/apps/reviews?page=3", { cookies: { NEXT_LOCALE: "es" } });
    expect(location(res)).toBe("/login");
    expect(res.cookies.get("sp_return_to")?.value).toBe("/apps/reviews?page=3");
  });

  it("treats an idle session as absent and clears its cookie", async () => {
    const idle = await encodeSessionToken({
      claims,
      authTime: now() - SESSION.idleSeconds - 120,
      lastSeen: now() - SESSION.idleSeconds - 60,
    });
    const res = await request("/apps/reviews", { cookies: { [SESSION_COOKIE_NAME]: idle } });
    expect(location(res)).toBe("/login");
    expect(res.cookies.get(SESSION_COOKIE_NAME)?.value).toBe("");
  });

  it("refuses a forged cookie even with x-middleware-subrequest set", async () => {
    const res = await request("/apps/reviews", {
      cookies: { [SESSION_COOKIE_NAME]: "forged.token.value" },
      headers: {
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      },
    });
    expect(location(res)).toBe("/login");
  });

  it("does not refresh the session on POST (server actions such as logout set their own cookie)", async () => {
    const token = await encodeSessionToken({ claims, authTime: now(), lastSeen: now() });
    const res = await request("/logout", {
      method: "POST",
      cookies: { [SESSION_COOKIE_NAME]: token, NEXT_LOCALE: "es" },
    });
    expect(res.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined();
  });

  it("refuses a cross-site or malformed server action with 4xx, before redirecting to /login", async () => {
    const action = (headers: Record<string, string>) =>
      request("/apps/reviews", {
        method: "POST",
        headers: { host: "localhost:3000", "next-action": "40".padEnd(42, "0"), ...headers },
        body: "[]",
      });
    const foreign = await action({ origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(location(foreign)).toBeNull();
    expect((await action({ origin: "http://localhost:3000", "next-action": "bogus" })).status).toBe(
      400,
    );
    // A well-formed same-origin action goes on to the usual decision.
    expect(location(await action({ origin: "http://localhost:3000" }))).toBe("/login");
  });

  it("neither refreshes nor remembers on a link prefetch", async () => {
    const token = await encodeSessionToken({ claims, authTime: now(), lastSeen: now() - 60 });
    const res = await request("/apps/reviews", {
      cookies: { [SESSION_COOKIE_NAME]: token, NEXT_LOCALE: "es" },
      headers: { "next-router-prefetch": "1" },
    });
    expect(location(res)).toBeNull();
    expect(res.cookies.get("sp_return_to")).toBeUndefined();
    expect(res.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined();
  });

  it("lets the maintenance page through (it forwards itself) and forwards unknown paths", async () => {
    expect(
      location(await request("/commons/MaintenancePage", { cookies: { NEXT_LOCALE: "es" } })),
    ).toBeNull();
    expect(location(await request("/nowhere", { cookies: { NEXT_LOCALE: "es" } }))).toBe(
      "/pages/errors/error-404",
    );
  });

  it("gives a signed-in page a fresh nonce policy, on the request for Next and on the response", async () => {
    const token = await encodeSessionToken({ claims, authTime: now(), lastSeen: now() });
    const policies = await Promise.all(
      [1, 2].map(async () => {
        const res = await request("/apps/reviews", { cookies: { [SESSION_COOKIE_NAME]: token } });
        const policy = res.headers.get("content-security-policy") ?? "";
        // NextResponse.next({ request: { headers } }) hands the request's headers on this way.
        expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
        return policy;
      }),
    );
    for (const policy of policies) {
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    expect(policies[0]).not.toBe(policies[1]);
  });

  // Regression (issue 22): /login and the other public pages kept `script-src 'self' 'unsafe-inline'`.
  it("gives every public page a nonce policy too, and leaves API routes to the static one", async () => {
    for (const path of [
      "/login",
      "/set-password?token=x",
      "/no-permissions?error=NO_TENANT",
      "/terms",
      "/shared-report?token=x",
      "/media-link?token=x",
      "/logout",
    ]) {
      const res = await request(path);
      expect(location(res), path).toBeNull();
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("x-middleware-request-content-security-policy"), path).toBe(policy);
    }
    expect((await request("/api/graphql")).headers.get("content-security-policy")).toBeNull();
  });
});
