import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { getUserFromClaims } from "@/lib/auth/session";
import { encodeSessionToken } from "@/lib/auth/session-cookie";
import { issueAccessToken, readClaimsFromRequest } from "@/lib/auth/token";
import { bumpSessionVersion, claimsFor, loadAuthUserById } from "@/lib/auth/user-access";
import { SESSION } from "@/lib/constants";
import { tenants, users } from "@/lib/db/schema";
import { withAuthDatabase } from "./auth-fixtures";

const auth = withAuthDatabase();

async function claimsOf(key: string) {
  const user = await loadAuthUserById(auth.db, auth.fixture.users[key]);
  return claimsFor(user!);
}

const bearer = (token: string) =>
  new Request("http://localhost/api/graphql", { headers: { authorization: `Bearer ${token}` } });
const cookie = (token: string) =>
  new Request("http://localhost/api/graphql", {
    headers: { cookie: `other=1; ${SESSION_COOKIE_NAME}=${token}` },
  });
const now = () => Math.floor(Date.now() / 1000);

describe("access tokens", () => {
  it("round-trips claims through Bearer and through the session cookie", async () => {
    const claims = await claimsOf("reviewsAcme");
    const token = await issueAccessToken(claims);
    expect(await readClaimsFromRequest(bearer(token))).toEqual(claims);
    expect(await readClaimsFromRequest(cookie(token))).toEqual(claims);
  });

  it("reads a cookie Auth.js split into chunks", async () => {
    const token = await issueAccessToken(await claimsOf("adminAcme"));
    const half = Math.floor(token.length / 2);
    const request = new Request("http://localhost/", {
      headers: {
        cookie: `${SESSION_COOKIE_NAME}.0=${token.slice(0, half)}; ${SESSION_COOKIE_NAME}.1=${token.slice(half)}`,
      },
    });
    expect((await readClaimsFromRequest(request))?.userId).toBe(auth.fixture.users.adminAcme);
  });

  it("refuses garbage, a token sealed with another secret, and no token", async () => {
    expect(await readClaimsFromRequest(bearer("not-a-token"))).toBeNull();
    expect(await readClaimsFromRequest(new Request("http://localhost/"))).toBeNull();
    const claims = await claimsOf("adminAcme");
    const original = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = "a-completely-different-secret-0123456789abcdef";
    const foreign = await issueAccessToken(claims);
    process.env.AUTH_SECRET = original;
    expect(await readClaimsFromRequest(bearer(foreign))).toBeNull();
  });

  it("applies the idle timeout to the cookie only, the absolute lifetime to both", async () => {
    const claims = await claimsOf("adminAcme");
    const idle = await encodeSessionToken({
      claims,
      authTime: now() - 3600,
      lastSeen: now() - SESSION.idleSeconds - 10,
    });
    expect(await readClaimsFromRequest(cookie(idle))).toBeNull();
    expect((await readClaimsFromRequest(bearer(idle)))?.userId).toBe(claims.userId);
    const old = await encodeSessionToken({
      claims,
      authTime: now() - SESSION.maxAgeSeconds - 10,
      lastSeen: now(),
    });
    expect(await readClaimsFromRequest(cookie(old))).toBeNull();
    expect(await readClaimsFromRequest(bearer(old))).toBeNull();
  });
});

describe("getUserFromClaims", () => {
  it("accepts current claims and never exposes the password hash", async () => {
    const user = await getUserFromClaims(auth.db, await claimsOf("adminAcme"));
    expect(user).toMatchObject({
      id: auth.fixture.users.adminAcme,
      tenantId: auth.fixture.tenants.acme,
      roles: ["ADMIN"],
    });
    expect(user).not.toHaveProperty("passwordHash");
  });

  it("revokes every token once sessionVersion moves on (logout)", async () => {
    const claims = await claimsOf("reviewsAcme");
    const token = await issueAccessToken(claims);
    expect(
      await getUserFromClaims(auth.db, (await readClaimsFromRequest(bearer(token)))!),
    ).not.toBeNull();
    await bumpSessionVersion(auth.db, auth.fixture.users.reviewsAcme);
    expect(
      await getUserFromClaims(auth.db, (await readClaimsFromRequest(bearer(token)))!),
    ).toBeNull();
    // A token issued after the bump works again.
    expect(await getUserFromClaims(auth.db, await claimsOf("reviewsAcme"))).not.toBeNull();
  });

  it("only bumps the named user's version", async () => {
    const before = await claimsOf("adminGlobex");
    await bumpSessionVersion(auth.db, auth.fixture.users.adminAcme);
    expect(await getUserFromClaims(auth.db, before)).not.toBeNull();
  });

  it("refuses claims whose tenant no longer matches the user's", async () => {
    const claims = await claimsOf("adminGlobex");
    expect(
      await getUserFromClaims(auth.db, { ...claims, tenantId: auth.fixture.tenants.acme }),
    ).toBeNull();
  });

  it("refuses a user whose tenant became DISABLE, and accepts again when re-enabled", async () => {
    const claims = await claimsOf("adminGlobex");
    await auth.db
      .update(tenants)
      .set({ status: "DISABLE" })
      .where(eq(tenants.id, auth.fixture.tenants.globex));
    expect(await getUserFromClaims(auth.db, claims)).toBeNull();
    await auth.db
      .update(tenants)
      .set({ status: "ACTIVE" })
      .where(eq(tenants.id, auth.fixture.tenants.globex));
    expect(await getUserFromClaims(auth.db, claims)).not.toBeNull();
  });

  it("refuses a lead whose trial expired, and a deleted user", async () => {
    const leadClaims = await claimsOf("leadUser");
    expect(await getUserFromClaims(auth.db, leadClaims)).not.toBeNull();
    const later = new Date(Date.now() + 51 * 24 * 60 * 60 * 1000);
    expect(await getUserFromClaims(auth.db, leadClaims, later)).toBeNull();
    expect(await getUserFromClaims(auth.db, await claimsOf("leadExpired"))).toBeNull();
    const ghost = { ...leadClaims, userId: "00000000-0000-4000-8000-000000000000" };
    expect(await getUserFromClaims(auth.db, ghost)).toBeNull();
  });

  it("refuses a user flagged without a user account", async () => {
    const claims = await claimsOf("noAccount");
    expect(await getUserFromClaims(auth.db, claims)).toBeNull();
    await auth.db
      .update(users)
      .set({ hasUserAccount: true })
      .where(eq(users.id, auth.fixture.users.noAccount));
    expect(await getUserFromClaims(auth.db, claims)).not.toBeNull();
    await auth.db
      .update(users)
      .set({ hasUserAccount: false })
      .where(eq(users.id, auth.fixture.users.noAccount));
  });
});
