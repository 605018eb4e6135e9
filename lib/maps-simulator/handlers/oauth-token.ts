import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import type { OAuthTokenResponse } from "@/lib/maps/types";
import { registeredClient } from "../config";
import { json, oauthError } from "../http";
import { findIdentity } from "../identity-store";
import { buildIdToken } from "../oauth/claims";
import { readParams } from "../oauth/params";
import { simOAuthCodes } from "../schema";
import {
  ACCESS_TOKEN_SECONDS,
  findLiveToken,
  issueAccessToken,
  issueRefreshToken,
  revokeTokensOfCode,
  sha256Base64Url,
  sha256Hex,
  type Grant,
} from "../tokens";

type ClientAuth = { clientId?: string; clientSecret?: string } | "conflict" | "malformed";

function clientAuth(request: Request, params: URLSearchParams): ClientAuth {
  const header = request.headers.get("authorization");
  const fromBody = {
    clientId: params.get("client_id") ?? undefined,
    clientSecret: params.get("client_secret") ?? undefined,
  };
  if (!header?.toLowerCase().startsWith("basic ")) return fromBody;
  if (fromBody.clientSecret) return "conflict";
  const decoded = Buffer.from(header.slice(6).trim(), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return "malformed";
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return "malformed";
  }
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function tokenResponse(
  db: Db,
  grant: Grant,
  options: { refresh: boolean; nonce?: string | null },
): Promise<Response> {
  const accessToken = await issueAccessToken(db, grant);
  const body: OAuthTokenResponse = {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: grant.scope,
    token_type: "Bearer",
  };
  if (options.refresh) body.refresh_token = await issueRefreshToken(db, grant);
  const identity = await findIdentity(db, grant.sub);
  if (identity && grant.scope.split(" ").includes("openid")) {
    body.id_token = buildIdToken({
      identity,
      clientId: grant.clientId,
      clientSecret: registeredClient(grant.clientId)?.clientSecret ?? "",
      scope: grant.scope,
      accessToken,
      nonce: options.nonce,
    });
  }
  return json(body);
}

function verifierMatches(row: typeof simOAuthCodes.$inferSelect, verifier: string | null): boolean {
  if (!row.codeChallenge) return verifier === null;
  if (!verifier || !/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)) return false;
  return row.codeChallengeMethod === "S256"
    ? sha256Base64Url(verifier) === row.codeChallenge
    : verifier === row.codeChallenge;
}

async function codeGrant(db: Db, params: URLSearchParams, clientId: string): Promise<Response> {
  const code = params.get("code");
  if (!code) return oauthError("invalid_request", "Missing required parameter: code");
  const codeHash = sha256Hex(code);
  const [row] = await db
    .select()
    .from(simOAuthCodes)
    .where(eq(simOAuthCodes.codeHash, codeHash))
    .limit(1);
  if (!row || row.clientId !== clientId) return oauthError("invalid_grant", "Malformed auth code.");
  if (row.usedAt) {
    await revokeTokensOfCode(db, codeHash);
    return oauthError("invalid_grant", "Code was already redeemed.");
  }
  if (row.expiresAt <= new Date()) return oauthError("invalid_grant", "Code has expired.");
  if (params.get("redirect_uri") !== row.redirectUri)
    return oauthError("redirect_uri_mismatch", "Bad Request");
  if (!verifierMatches(row, params.get("code_verifier")))
    return oauthError("invalid_grant", "Invalid code verifier.");
  // Spend the code atomically: of two concurrent redemptions only one gets tokens.
  const spent = await db
    .update(simOAuthCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(simOAuthCodes.codeHash, codeHash), isNull(simOAuthCodes.usedAt)))
    .returning({ codeHash: simOAuthCodes.codeHash });
  if (spent.length === 0) return oauthError("invalid_grant", "Code was already redeemed.");
  const grant = { sub: row.sub, clientId, scope: row.scope, codeHash };
  return tokenResponse(db, grant, { refresh: row.accessType === "offline", nonce: row.nonce });
}

async function refreshGrant(db: Db, params: URLSearchParams, clientId: string): Promise<Response> {
  const refreshToken = params.get("refresh_token");
  if (!refreshToken)
    return oauthError("invalid_request", "Missing required parameter: refresh_token");
  const row = await findLiveToken(db, refreshToken, "refresh");
  if (!row || row.clientId !== clientId)
    return oauthError("invalid_grant", "Token has been expired or revoked.");
  const granted = new Set(row.scope.split(" "));
  const asked = params.get("scope")?.split(/\s+/).filter(Boolean);
  if (asked && asked.some((scope) => !granted.has(scope)))
    return oauthError("invalid_scope", "Scope exceeds the original grant.");
  const grant = {
    sub: row.sub,
    clientId,
    scope: asked?.join(" ") || row.scope,
    codeHash: row.codeHash ?? undefined,
  };
  return tokenResponse(db, grant, { refresh: false });
}

export async function tokenPost(request: Request): Promise<Response> {
  const params = await readParams(request);
  const auth = clientAuth(request, params);
  if (auth === "conflict")
    return oauthError("invalid_request", "Use one client authentication method.");
  const registered = auth === "malformed" ? undefined : registeredClient(auth.clientId ?? "");
  if (
    !registered ||
    !sameSecret(auth === "malformed" ? "" : (auth.clientSecret ?? ""), registered.clientSecret)
  ) {
    return oauthError("invalid_client", "Unauthorized", 401);
  }
  const db = await getDb();
  const grantType = params.get("grant_type");
  if (grantType === "authorization_code") return codeGrant(db, params, registered.clientId);
  if (grantType === "refresh_token") return refreshGrant(db, params, registered.clientId);
  if (!grantType) return oauthError("invalid_request", "Missing required parameter: grant_type");
  return oauthError("unsupported_grant_type", `Invalid grant_type: ${grantType.slice(0, 40)}`);
}
