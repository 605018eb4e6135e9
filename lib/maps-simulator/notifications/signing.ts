import "server-only";
import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import { json } from "../http";

// Stand-in for Google's OIDC signing keys: one RS256 pair per process, public half at
// oauth2/v3/certs.

/** Google puts a numeric id in sub. */
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

export async function simCerts(): Promise<Response> {
  const { jwk } = await signingKey();
  return json({ keys: [jwk] }, 200, { "Cache-Control": "public, max-age=300" });
}

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
