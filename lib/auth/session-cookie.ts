// Edge-safe: middleware re-issues the cookie itself, on page GETs only, so a POST (logout) never
// races its own Set-Cookie.
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

// A token's content never changes, so it is decrypted once; freshness is still checked on every
// use.
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
