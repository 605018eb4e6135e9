import "server-only";
import { headers } from "next/headers";

// For inline scripts the app writes itself, such as Apollo's hydration data.
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get("content-security-policy");
  return policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}
