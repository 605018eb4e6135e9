import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { pushAuthConfig, type PushAuthConfig } from "./config";

// A push is believed only with a valid OIDC token: RS256 by a key of the certs URL, expected issuer
// and aud, not expired, naming the subscription's service account with a verified email.

const globalForKeys = globalThis as unknown as {
  storeplusPushKeys?: Map<string, JWTVerifyGetKey>;
  storeplusPushKeysOverride?: JWTVerifyGetKey;
};

/** Tests resolve keys without HTTP (the simulator's JWKS read in-process). */
export function setPushKeysForTests(getKey: JWTVerifyGetKey | undefined) {
  globalForKeys.storeplusPushKeysOverride = getKey;
}

function keysAt(certsUrl: string): JWTVerifyGetKey {
  if (globalForKeys.storeplusPushKeysOverride) return globalForKeys.storeplusPushKeysOverride;
  globalForKeys.storeplusPushKeys ??= new Map();
  let keys = globalForKeys.storeplusPushKeys.get(certsUrl);
  if (!keys) {
    // jose caches the set and fetches again when a token names a kid it does not hold.
    keys = createRemoteJWKSet(new URL(certsUrl), { timeoutDuration: 5000 });
    globalForKeys.storeplusPushKeys.set(certsUrl, keys);
  }
  return keys;
}

export type PushIdentity = { email: string };

export async function verifyPushToken(
  authorization: string | null,
  config: PushAuthConfig = pushAuthConfig(),
): Promise<PushIdentity | null> {
  if (!config.serviceAccount) return null;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(
    authorization?.trim() ?? "",
  );
  if (!match) return null;
  try {
    const { payload } = await jwtVerify(match[1]!, keysAt(config.certsUrl), {
      algorithms: ["RS256"],
      issuer: config.issuers,
      audience: config.audience,
      requiredClaims: ["exp", "iat", "email"],
      clockTolerance: 30,
    });
    if (payload.email !== config.serviceAccount || payload.email_verified !== true) return null;
    return { email: payload.email };
  } catch {
    return null;
  }
}
