import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Maps-service tokens are encrypted at rest with AES-256-GCM under a key derived from AUTH_SECRET:
// a copy of the database alone does not let anyone act on users' maps accounts.

const VERSION = "v1";
const INFO = "storeplus:maps-credentials";

function key(secret: string | undefined = process.env.AUTH_SECRET): Buffer {
  if (!secret) throw new Error("AUTH_SECRET must be set to store maps credentials");
  return Buffer.from(hkdfSync("sha256", secret, "storeplus", INFO, 32));
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
export function sealToken(plain: string, secret?: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(secret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openToken(sealed: string, secret?: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined)
    throw new Error("Not a sealed maps token");
  const decipher = createDecipheriv("aes-256-gcm", key(secret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}
