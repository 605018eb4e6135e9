import "server-only";
import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { json } from "../http";

// The simulator's stand-in for Google's OIDC signing keys: an RS256 key pair made once per
// process, whose public half is served at /api/maps-sim/oauth2/v3/certs (as Google serves its
// keys at www.googleapis.com/oauth2/v3/certs). Pushes are signed with the private half.

/** The push service account's numeric id, as Google puts it in sub. */
const PUSH_SUBJECT = "108880000000000000001";

type SigningKey = { kid: string; privateKey: CryptoKey; jwk: JWK };

const globalForSim = globalThis as unknown as { storeplusSimPushKey?: Promise<SigningKey> };

function signingKey(): Promise<SigningKey> {
  globalForSim.storeplusSimPushKey ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    const kid = randomBytes(8).toString("hex");
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
    return { kid, privateKey, jwk };
  })();
  return globalForSim.storeplusSimPushKey;
}

/** GET oauth2/v3/certs: the public keys, as a JWKS. */
export async function simCerts(): Promise<Response> {
  const { jwk } = await signingKey();
  return json({ keys: [jwk] }, 200, { "Cache-Control": "public, max-age=300" });
}

/** An OIDC token as Pub/Sub sends with a push: signed for `audience`, as the service account. */
export async function signPushToken(claims: {
  issuer: string;
  audience: string;
  email: string;
  lifetimeSeconds?: number;
}): Promise<string> {
  const { kid, privateKey } = await signingKey();
  return new SignJWT({ email: claims.email, email_verified: true })
    .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setSubject(PUSH_SUBJECT)
    .setIssuedAt()
    .setExpirationTime(`${claims.lifetimeSeconds ?? 3600}s`)
    .sign(privateKey);
}
