import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { SimApiError } from "./http";
import { simOAuthTokens } from "./schema";

/** Google's access tokens live an hour; expires_in is reported one second short, as Google does. */
export const ACCESS_TOKEN_SECONDS = 3599;
export const AUTH_CODE_SECONDS = 600;

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function sha256Base64Url(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** Google-like prefixes with 256 random bits. */
export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

export type Grant = { sub: string; clientId: string; scope: string; codeHash?: string };

export async function issueAccessToken(db: Db, grant: Grant): Promise<string> {
  const token = randomToken("ya29.sim-");
  await db.insert(simOAuthTokens).values({
    tokenHash: sha256Hex(token),
    kind: "access",
    ...grant,
    expiresAt: new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000),
  });
  return token;
}

export async function issueRefreshToken(db: Db, grant: Grant): Promise<string> {
  const token = randomToken("1//sim-");
  await db
    .insert(simOAuthTokens)
    .values({ tokenHash: sha256Hex(token), kind: "refresh", ...grant });
  return token;
}

export async function findLiveToken(db: Db, token: string, kind: "access" | "refresh") {
  const now = new Date();
  const [row] = await db
    .select()
    .from(simOAuthTokens)
    .where(
      and(
        eq(simOAuthTokens.tokenHash, sha256Hex(token)),
        eq(simOAuthTokens.kind, kind),
        isNull(simOAuthTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!row || (row.expiresAt && row.expiresAt <= now)) return undefined;
  return row;
}

/** Revokes what a replayed authorization code produced (RFC 6749 §4.1.2). */
export async function revokeTokensOfCode(db: Db, codeHash: string) {
  await db
    .update(simOAuthTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(simOAuthTokens.codeHash, codeHash), isNull(simOAuthTokens.revokedAt)));
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

// A client is Google's "project"; the method lets forced faults target one method.
export type Caller = { sub: string; clientId: string; scopes: Set<string>; method: string };

export async function authenticate(db: Db, request: Request): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) {
    throw new SimApiError(
      "UNAUTHENTICATED",
      "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
    );
  }
  const row = await findLiveToken(db, token, "access");
  if (!row) {
    throw new SimApiError(
      "UNAUTHENTICATED",
      "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
    );
  }
  return {
    sub: row.sub,
    clientId: row.clientId,
    scopes: new Set(row.scope.split(" ")),
    method: request.method.toUpperCase(),
  };
}
