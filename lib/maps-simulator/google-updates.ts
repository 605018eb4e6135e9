import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Location } from "@/lib/maps/types";
import { googleEditsPerStorePerDay } from "./config";
import { drawFrom } from "./ids";
import { invalidArgument, invalidArguments } from "./http";
import { withDerived } from "./location-writes";
import { publishNotification } from "./notifications/publisher";
import { simGoogleUpdates, simLocations } from "./schema";
import { applyUpdateMask, touchedFields } from "./update-mask";
import { checkLocationFields, type LocationData } from "./validate/location";

// Google's own edits to a location: kept beside the merchant's resource (simGoogleUpdates), so
// get and list keep answering what the merchant set, flagged metadata.hasGoogleUpdated, and
// getGoogleUpdated answers Google's version with the diffMask of the fields it changed. A PATCH
// that names a field replaces Google's update of it, whatever value it sends.

/** The fields Google edits, as their diffMask paths. */
export const GOOGLE_EDITABLE_FIELDS = [
  "title",
  "phoneNumbers",
  "websiteUri",
  "regularHours",
  "categories",
  "storefrontAddress",
  "profile.description",
] as const;
export type GoogleEditableField = (typeof GOOGLE_EDITABLE_FIELDS)[number];

const isEditable = (path: string): path is GoogleEditableField =>
  (GOOGLE_EDITABLE_FIELDS as readonly string[]).includes(path);

type Json = Record<string, unknown>;

function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split(".")) value = (value as Json | undefined)?.[key];
  return value;
}

function bodyFor(edits: Record<string, unknown>): Json {
  const body: Json = {};
  for (const [path, value] of Object.entries(edits)) {
    const keys = path.split(".");
    let target = body;
    keys.slice(0, -1).forEach((key) => {
      target[key] = (target[key] as Json | undefined) ?? {};
      target = target[key] as Json;
    });
    target[keys[keys.length - 1]!] = value;
  }
  return body;
}

/** The resource with Google's values over the merchant's. */
export function overlaid(data: LocationData, edits: Record<string, unknown>): LocationData {
  const paths = Object.keys(edits);
  return paths.length ? withDerived(applyUpdateMask(data, bodyFor(edits), paths)) : data;
}

async function editsOf(db: Db, locationId: string) {
  return db
    .select()
    .from(simGoogleUpdates)
    .where(eq(simGoogleUpdates.locationId, locationId))
    .orderBy(simGoogleUpdates.field);
}

/** Google's version of the location and the fields it changed (diffMask order is stable). */
export async function googleUpdatedVersion(
  db: Db,
  location: { id: string; data: LocationData },
): Promise<{ data: LocationData; diffMask: string[]; changedAt: Date | null }> {
  const rows = await editsOf(db, location.id);
  const edits = Object.fromEntries(rows.map((row) => [row.field, row.value]));
  const changedAt = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.changedAt > latest ? row.changedAt : latest),
    null,
  );
  return { data: overlaid(location.data, edits), diffMask: Object.keys(edits), changedAt };
}

function withFlag(data: LocationData, flagged: boolean): LocationData {
  return { ...data, metadata: { ...data.metadata, hasGoogleUpdated: flagged } };
}

/**
 * Google edits the location now: each path of `edits` takes Google's value (checked as a merchant's
 * edit of it would be). Publishes GOOGLE_UPDATE when the account asked for it.
 */
export async function applyGoogleEdit(
  db: Db,
  location: { id: string; accountId: string; data: LocationData },
  edits: Record<string, unknown>,
  now = new Date(),
): Promise<string[]> {
  const paths = Object.keys(edits);
  if (paths.length === 0) throw invalidArgument("fields", "Name at least one field Google changes");
  for (const path of paths)
    if (!isEditable(path))
      throw invalidArgument(path, `One of ${GOOGLE_EDITABLE_FIELDS.join(", ")}`);
  const next = overlaid(location.data, edits);
  const problems = checkLocationFields(next, touchedFields(paths));
  if (problems.length) throw invalidArguments(problems);
  await db.transaction(async (tx) => {
    for (const path of paths) {
      const value = valueAt(next, path) ?? null;
      await tx
        .insert(simGoogleUpdates)
        .values({ locationId: location.id, field: path, value, changedAt: now })
        .onConflictDoUpdate({
          target: [simGoogleUpdates.locationId, simGoogleUpdates.field],
          set: { value, changedAt: now },
        });
    }
    const [row] = await tx
      .select({ data: simLocations.data })
      .from(simLocations)
      .where(eq(simLocations.id, location.id))
      .for("update");
    if (row && !row.data.metadata?.hasGoogleUpdated)
      await tx
        .update(simLocations)
        .set({ data: withFlag(row.data, true), updatedAt: now })
        .where(eq(simLocations.id, location.id));
  });
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "GOOGLE_UPDATE",
  });
  return paths;
}

const overlaps = (a: string, b: string) =>
  a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/**
 * A merchant's PATCH of `paths` replaces Google's updates of those fields (inside the PATCH's
 * transaction): answers the data with metadata.hasGoogleUpdated as the remaining ones say.
 */
export async function replaceGoogleUpdates(
  tx: Db,
  locationId: string,
  paths: readonly string[],
  data: LocationData,
): Promise<LocationData> {
  const rows = await editsOf(tx, locationId);
  if (rows.length === 0) return data;
  const replaced = rows
    .filter((row) => paths.some((path) => overlaps(path, row.field)))
    .map((row) => row.field);
  if (replaced.length)
    await tx
      .delete(simGoogleUpdates)
      .where(
        and(eq(simGoogleUpdates.locationId, locationId), inArray(simGoogleUpdates.field, replaced)),
      );
  return withFlag(data, rows.length > replaced.length);
}

// ---- Google's edits drawn at random: the admin API without fields, and edits over time ----

function tweakTitle(title: string): string {
  return /\s-\s/.test(title) ? title.split(/\s-\s/)[0]!.trim() : `${title} - Official`;
}

function tweakPhone(location: LocationData, step: number): Location["phoneNumbers"] {
  const primary = location.phoneNumbers?.primaryPhone ?? "+1 555 0100";
  const last = Number(primary.slice(-1));
  const primaryPhone = Number.isInteger(last)
    ? `${primary.slice(0, -1)}${(last + 1 + step) % 10}`
    : primary;
  return { ...location.phoneNumbers, primaryPhone };
}

/** One plausible change Google makes to the location, drawn from `seed`. */
export function drawGoogleEdit(location: LocationData, seed: string): Record<string, unknown> {
  const draw = drawFrom(`google-edit:${seed}`);
  const choices: (() => Record<string, unknown>)[] = [
    () => ({ title: tweakTitle(location.title ?? "Store") }),
    () => ({ phoneNumbers: tweakPhone(location, Math.floor(draw.next() * 9)) }),
  ];
  if (location.websiteUri)
    choices.push(() => ({
      websiteUri: location.websiteUri!.replace(/^https?:\/\//, "http://").replace(/\/$/, ""),
    }));
  const periods = location.regularHours?.periods;
  if (periods?.length)
    choices.push(() => ({
      // Google shortens the last day's hours by one.
      regularHours: {
        periods: periods.map((period, index) =>
          index === periods.length - 1 && (period.closeTime?.hours ?? 0) > 1
            ? { ...period, closeTime: { hours: period.closeTime!.hours! - 1 } }
            : period,
        ),
      },
    }));
  return choices[Math.floor(draw.next() * choices.length)]!();
}

const DAY_MS = 86_400_000;
const globalForEdits = globalThis as unknown as { storeplusSimGoogleEditsAt?: Map<string, number> };

/**
 * Over time, Google edits a few of the account's locations (MAPS_SIM_GOOGLE_EDITS, per store per
 * day): read when the account's list is asked for, for the time since it was last asked.
 */
export async function applyGoogleEditsOverTime(
  db: Db,
  accountId: string,
  now = Date.now(),
): Promise<number> {
  const rate = googleEditsPerStorePerDay();
  if (rate <= 0) return 0;
  globalForEdits.storeplusSimGoogleEditsAt ??= new Map();
  const last = globalForEdits.storeplusSimGoogleEditsAt.get(accountId);
  globalForEdits.storeplusSimGoogleEditsAt.set(accountId, now);
  if (last === undefined) return 0;
  const rows = await db
    .select({ id: simLocations.id, data: simLocations.data })
    .from(simLocations)
    .where(eq(simLocations.accountId, accountId));
  const expected = (rate * rows.length * Math.min(now - last, DAY_MS)) / DAY_MS;
  const count = Math.floor(expected) + (Math.random() < expected % 1 ? 1 : 0);
  for (let i = 0; i < count && rows.length; i++) {
    const row = rows[Math.floor(Math.random() * rows.length)]!;
    try {
      await applyGoogleEdit(
        db,
        { id: row.id, accountId, data: row.data },
        drawGoogleEdit(row.data, `${row.id}:${now}:${i}`),
      );
    } catch {
      // A drawn edit the location's own rules refuse is not made.
    }
  }
  return count;
}
