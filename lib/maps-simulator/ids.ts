// Deterministic ids and pseudo-random draws: the same account and index give the same location on
// every run and machine, so the product's demo seed can point at simulator locations by id.

/** Six digits for the location number: a million locations per account. */
const MAX_INDEX = 999_999;

/**
 * The numeric location id of location `index` (0-based) of a simulator account: the account id
 * followed by index + 1 in six digits ("1001", 0 → "1001000001"), the same ids the
 * product's demo seed gives its stores (lib/db/seed/locations.ts). Unique per (account, index).
 */
export function simLocationId(accountId: string, index: number): string {
  if (!/^[1-9]\d{0,9}$/.test(accountId))
    throw new RangeError(`Not a numeric account id: ${accountId}`);
  if (!Number.isInteger(index) || index < 0 || index >= MAX_INDEX)
    throw new RangeError(`Location index out of range: ${index}`);
  return `${accountId}${String(index + 1).padStart(6, "0")}`;
}

/** 32-bit FNV-1a. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Draw = {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** mulberry32 seeded from a text. */
export function drawFrom(seed: string): Draw {
  let state = hash32(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)], chance: (p) => next() < p };
}

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
