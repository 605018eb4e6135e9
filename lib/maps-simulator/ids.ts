// Deterministic ids and pseudo-random draws: the same account and index give the same location on
// every run and machine, so the product's demo seed can point at simulator locations by id.
import { drawFrom } from "@/lib/random";

/** Six digits for the location number: a million locations per account. */
const MAX_INDEX = 999_999;

/**
 * The numeric location id of location `index` (0-based) of a simulator account: the account id
 * followed by index + 1 in six digits ("1001", 0 → "1001000001"), the same ids the
 * product's demo seed gives its stores (lib/seed/locations.ts). Unique per (account, index).
 */
export function simLocationId(accountId: string, index: number): string {
  if (!/^[1-9]\d{0,9}$/.test(accountId))
    throw new RangeError(`Not a numeric account id: ${accountId}`);
  if (!Number.isInteger(index) || index < 0 || index >= MAX_INDEX)
    throw new RangeError(`Location index out of range: ${index}`);
  return `${accountId}${String(index + 1).padStart(6, "0")}`;
}

export { drawFrom, hash32, type Draw } from "@/lib/random";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A Place ID in Google's shape ("ChIJ" + 23 characters). */
export function simPlaceId(locationId: string): string {
  const draw = drawFrom(`place:${locationId}`);
  return `ChIJ${Array.from({ length: 23 }, () => draw.pick([...BASE64URL])).join("")}`;
}

/** The customer id in maps links (?cid=…): 19 decimal digits. */
export function simCid(locationId: string): string {
  const draw = drawFrom(`cid:${locationId}`);
  return `${draw.int(1, 9)}${Array.from({ length: 18 }, () => draw.int(0, 9)).join("")}`;
}
