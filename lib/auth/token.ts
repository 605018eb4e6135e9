import "server-only";
import { nowSeconds } from "./claims";
import { decodeSessionToken, encodeSessionToken, sessionCookieValue } from "./session-cookie";
import type { SessionClaims } from "./types";

function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const raw = part.slice(index + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape leaves the raw value, which then fails to decode as a token.
    }
    cookies.set(part.slice(0, index).trim(), value);
  }
  return cookies;
}

function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}

/** The session cookie's claims, as pages read them (no Bearer token). */
export async function readCookieClaims(headers: Headers): Promise<SessionClaims | null> {
  const cookies = parseCookieHeader(headers.get("cookie"));
  const cookie = sessionCookieValue((name) => cookies.get(name));
  return cookie ? ((await decodeSessionToken(cookie, "cookie"))?.claims ?? null) : null;
}

// Claims only say whom the token was issued to; callers confirm them with getUserFromClaims.
export async function readClaimsFromRequest(request: Request): Promise<SessionClaims | null> {
  const cookies = parseCookieHeader(request.headers.get("cookie"));
  const cookie = sessionCookieValue((name) => cookies.get(name));
  if (cookie) return (await decodeSessionToken(cookie, "cookie"))?.claims ?? null;
  const bearer = bearerToken(request.headers.get("authorization"));
  return bearer ? ((await decodeSessionToken(bearer, "bearer"))?.claims ?? null) : null;
}

export function issueAccessToken(
  claims: SessionClaims,
  now: number = nowSeconds(),
): Promise<string> {
  return encodeSessionToken({ claims, authTime: now, lastSeen: now });
}
