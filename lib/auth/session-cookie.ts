// Edge-safe: the Auth.js session cookie read and re-issued without a round trip through Auth.js, so
// middleware decides which requests refresh it (page GETs only; never a POST such as the logout
// action, whose own Set-Cookie must not race a refreshed one).
import { decode, encode } from "next-auth/jwt";
import { SESSION } from "@/lib/constants";
import { isTokenFresh, nowSeconds, parseSessionToken } from "./claims";
import { authConfig, authSecret, SESSION_COOKIE_NAME } from "./config";
import type { SessionTokenFields, TokenSource } from "./types";

function requireSecret(): string {
  const secret = authSecret();
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return secret;
}

/** The session cookie's value; Auth.js splits values over ~4 KB into `name.0`, `name.1`, … */
export function sessionCookieValue(get: (name: string) => string | undefined): string | null {
  const whole = get(SESSION_COOKIE_NAME);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let i = 0; ; i++) {
    const chunk = get(`${SESSION_COOKIE_NAME}.${i}`);
    if (!chunk) break;
    chunks.push(chunk);
  }
  return chunks.length ? chunks.join("") : null;
}

/** Decodes a session token; null when it is invalid, expired, or (for the cookie) idle too long. */
/**
 * Decrypted tokens by their text. A token's content never changes, so decrypting it once is
 * enough; freshness is still checked on every use. Bounded, oldest dropped first. A token sealed
 * under another secret never gets in: it fails to decrypt.
 */
const decodedTokens = new Map<string, SessionTokenFields | null>();
const DECODED_TOKENS_MAX = 1000;

async function decodeOnce(token: string): Promise<SessionTokenFields | null> {
  const secret = authSecret();
  if (!secret) return null;
  // Keyed by secret too: a rotated secret must not keep accepting what it no longer decrypts.
  const key = `${secret}\u0000${token}`;
  const known = decodedTokens.get(key);
  if (known !== undefined) return known;
  let fields: SessionTokenFields | null = null;
  try {
    const payload = await decode({ token, secret, salt: SESSION_COOKIE_NAME });
    fields = parseSessionToken(payload);
  } catch {
    // Tampered, foreign or malformed: not a session, and not worth remembering.
    return null;
  }
  if (decodedTokens.size >= DECODED_TOKENS_MAX) {
    decodedTokens.delete(decodedTokens.keys().next().value as string);
  }
  decodedTokens.set(key, fields);
  return fields;
}

export async function decodeSessionToken(
  token: string,
  source: TokenSource,
  now: number = nowSeconds(),
): Promise<SessionTokenFields | null> {
  const fields = await decodeOnce(token);
  return fields && isTokenFresh(fields, now, source) ? fields : null;
}

/** Encodes a token Auth.js accepts as its session cookie (and our Bearer check accepts too). */
export function encodeSessionToken(fields: SessionTokenFields): Promise<string> {
  return encode({
    token: { sub: fields.claims.userId, email: fields.claims.email, ...fields },
    secret: requireSecret(),
    salt: SESSION_COOKIE_NAME,
    maxAge: SESSION.maxAgeSeconds,
  });
}

/** Options of the session cookie, the same Auth.js uses. */
export const SESSION_COOKIE_OPTIONS = {
  ...authConfig.cookies.sessionToken.options,
  maxAge: SESSION.maxAgeSeconds,
} as const;
