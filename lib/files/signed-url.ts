import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appOrigin } from "@/lib/maps/config";

// A file is read without a session only through a URL of ours signed with AUTH_SECRET that ends at
// `exp`: the maps service fetches media from one (its sourceUrl), and pages show previews by one.

/** How long a preview link in a page stays good. */
export const PREVIEW_URL_SECONDS = 60 * 60;
/** How long the maps service has to fetch a file it is sent. */
export const SOURCE_URL_SECONDS = 24 * 60 * 60;

export const FILES_PATH = "/api/files";

function signature(resourceId: string, exp: number): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set");
  return createHmac("sha256", `files:${secret}`).update(`${resourceId}.${exp}`).digest("base64url");
}

export function signedFileUrl(
  resourceId: string,
  options: { seconds: number; absolute?: boolean; now?: number },
): string {
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + options.seconds;
  const query = new URLSearchParams({ exp: String(exp), sig: signature(resourceId, exp) });
  const path = `${FILES_PATH}/${resourceId}?${query}`;
  return options.absolute ? `${appOrigin()}${path}` : path;
}

export function verifyFileSignature(
  resourceId: string,
  exp: string | null,
  sig: string | null,
  now: number = Date.now(),
): boolean {
  const expires = Number(exp);
  if (!sig || !Number.isInteger(expires) || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(resourceId, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
