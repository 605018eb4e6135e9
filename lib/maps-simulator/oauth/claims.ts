import "server-only";
import { createHmac } from "node:crypto";
import { getMapsConfig } from "@/lib/maps/config";
import type { UserInfo } from "@/lib/maps/types";
import type { SimIdentityRow } from "../identity-store";
import { ACCESS_TOKEN_SECONDS, sha256Base64Url } from "../tokens";

/** Browser-facing, so built from the app's configured origin. */
export function simIssuer(): string {
  return getMapsConfig().issuer;
}

export function avatarUrl(sub: string): string {
  return `${simIssuer()}/avatars/${encodeURIComponent(sub)}.svg`;
}

/** Released by scope as Google does. */
export function userInfoClaims(identity: SimIdentityRow, scope: string): UserInfo {
  const scopes = new Set(scope.split(" "));
  const claims: UserInfo = { sub: identity.sub };
  if (scopes.has("email") || scopes.has("https://www.googleapis.com/auth/userinfo.email")) {
    claims.email = identity.email;
    claims.email_verified = true;
  }
  if (scopes.has("profile") || scopes.has("https://www.googleapis.com/auth/userinfo.profile")) {
    claims.name = identity.name;
    claims.given_name = identity.givenName;
    claims.family_name = identity.familyName;
    claims.picture = avatarUrl(identity.sub);
  }
  return claims;
}

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

// HS256 with the client secret (OIDC's symmetric option), so the client needs no key set.
export function buildIdToken(input: {
  identity: SimIdentityRow;
  clientId: string;
  clientSecret: string;
  scope: string;
  accessToken: string;
  nonce?: string | null;
}): string {
  const iat = Math.floor(Date.now() / 1000);
  // at_hash: left half of the access token's SHA-256, base64url (OIDC core §3.1.3.6).
  const digest = Buffer.from(sha256Base64Url(input.accessToken), "base64url");
  const payload = {
    iss: simIssuer(),
    azp: input.clientId,
    aud: input.clientId,
    at_hash: digest.subarray(0, digest.length / 2).toString("base64url"),
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
    ...(input.nonce ? { nonce: input.nonce } : {}),
    ...userInfoClaims(input.identity, input.scope),
  };
  const signingInput = `${base64UrlJson({ alg: "HS256", typ: "JWT" })}.${base64UrlJson(payload)}`;
  const signature = createHmac("sha256", input.clientSecret)
    .update(signingInput)
    .digest("base64url");
  return `${signingInput}.${signature}`;
}
