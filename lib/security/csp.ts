// Edge-safe: the per-request nonce policy of every page (middleware.ts).
import { contentSecurityPolicy } from "./headers.mjs";

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy of a page: only scripts carrying `nonce` (and what they load) run. */
export function noncePolicy(
  nonce: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return contentSecurityPolicy(env.NODE_ENV === "production", env.MAPS_SERVICE, nonce);
}
