import "server-only";
import { createHash, randomBytes } from "node:crypto";

// The secret of a link opened without an account (a media link, a store's pin link): 32 random
// bytes in base64url. Only its SHA-256 is kept, so the database cannot hand out working links.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function linkTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token and the hash to store for it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: linkTokenHash(token) };
}

/** Whether a value can be a token at all: anything else is refused without a query. */
export function isLinkToken(token: string | null | undefined): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

/**
 * The length of a link's hour: an hour, or the named variable's milliseconds so tests see a link
 * expire in moments (MEDIA_LINK_HOUR_MS, GEOLOCATION_LINK_HOUR_MS).
 */
export function linkHourMs(
  variable: string,
  env: Record<string, string | undefined> = process.env,
) {
  const value = Number(env[variable]);
  return Number.isFinite(value) && value > 0 ? value : 3_600_000;
}
