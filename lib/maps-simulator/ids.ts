// Deterministic, so the product's demo seed can point at simulator locations by id.
import { drawFrom } from "@/lib/random";

const MAX_INDEX = 999_999;

// "1001", 0 → "1001000001": the same ids the product's demo seed gives its stores.
export function simLocationId(accountId: string, index: number): string {
  if (!/^[1-9]\d{0,9}$/.test(accountId))
    throw new RangeError(`Not a numeric account id: ${accountId}`);
  if (!Number.isInteger(index) || index < 0 || index >= MAX_INDEX)
    throw new RangeError(`Location index out of range: ${index}`);
  return `${accountId}${String(index + 1).padStart(6, "0")}`;
}

export { drawFrom, hash32, type Draw } from "@/lib/random";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function simPlaceId(locationId: string): string {
  const draw = drawFrom(`place:${locationId}`);
  return `ChIJ${Array.from({ length: 23 }, () => draw.pick([...BASE64URL])).join("")}`;
}

export function simCid(locationId: string): string {
  const draw = drawFrom(`cid:${locationId}`);
  return `${draw.int(1, 9)}${Array.from({ length: 18 }, () => draw.int(0, 9)).join("")}`;
}
