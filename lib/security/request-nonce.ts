import "server-only";
import { headers } from "next/headers";

/**
 * The nonce of this request's script policy (middleware.ts puts it on every page request), for
 * inline scripts the app writes itself, such as Apollo's hydration data; undefined elsewhere.
 */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy");
  return policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}
