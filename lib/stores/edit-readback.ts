import "server-only";
import type { Db } from "@/lib/db/client";
import type { MapsClient } from "@/lib/maps/client";
import type { Location } from "@/lib/maps/types";
import { quotaCall } from "./maps-calls";

// A worker killed between the maps service's answer and the item's outcome left the item running;
// taken again, it sent its PATCH a second time (50 of 200 stores of a bulk edit after a kill -9).
// Before writing again, the store is read back with the edit's fields, and a write they already
// hold is not sent.

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function valueAt(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), source);
}

/**
 * A value as compared: objects with sorted keys, and nothing, null, an empty list and an empty
 * object alike (the service leaves out what a patch clears).
 */
function normalized(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(normalized);
    return items.length ? items : undefined;
  }
  if (isObject(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, normalized(value[key])] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/**
 * Whether `location`, as read with `mask`, already holds every value `patch` sets there. A field
 * the service keeps in another form than sent (a reformatted phone) reads as not held, so the
 * edit is sent again: at worst twice, as before, never lost.
 */
export function holdsPatch(location: Location, patch: Partial<Location>, mask: string[]): boolean {
  return mask.every(
    (path) =>
      JSON.stringify(normalized(valueAt(location, path)) ?? null) ===
      JSON.stringify(normalized(valueAt(patch, path)) ?? null),
  );
}

/**
 * Reads the store's `mask` fields from the maps service (one GET, within the read quota) and
 * tells whether they already hold `core`, the location fields of an edit.
 */
export async function editAlreadyHeld(
  db: Db,
  client: MapsClient,
  googleId: string,
  core: Partial<Location>,
  mask: string[],
): Promise<boolean> {
  if (mask.length === 0) return false;
  const current = await quotaCall(db, "mybusinessbusinessinformation", null, () =>
    client.getLocation(googleId, mask.join(",")),
  );
  return holdsPatch(current, core, mask);
}
