// Edge-safe (middleware.ts).
import { contentSecurityPolicy } from "./headers.mjs";

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function noncePolicy(
  nonce: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return contentSecurityPolicy(env.NODE_ENV === "production", env.MAPS_SERVICE, nonce);
}
