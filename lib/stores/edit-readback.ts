import "server-only";
import type { Db } from "@/lib/db/client";
import type { MapsClient } from "@/lib/maps/client";
import type { Location } from "@/lib/maps/types";
import { quotaCall } from "./maps-calls";

// A worker killed between the service's answer and the item's outcome sent its PATCH again (50 of
// 200 stores after a kill -9): the store is read back first, and a write it holds is not sent.

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function valueAt(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), source);
}

/** Nothing, null, [] and {} compare alike: the service leaves out what a patch clears. */
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

/** A field the service reformats (a phone) reads as not held: at worst sent twice, never lost. */
export function holdsPatch(location: Location, patch: Partial<Location>, mask: string[]): boolean {
  return mask.every(
    (path) =>
      JSON.stringify(normalized(valueAt(location, path)) ?? null) ===
      JSON.stringify(normalized(valueAt(patch, path)) ?? null),
  );
}

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
