import type { LocationPatch } from "@/lib/stores/schema";

// What the Google changes view watches and how a diffMask reads: pure, shared by the check, the
// resolve and the page.

/** The fields the page shows; Google's diffMask may name others, kept under their own path. */
export const WATCHED_FIELDS = [
  "title",
  "phoneNumbers",
  "websiteUri",
  "regularHours",
  "specialHours",
  "categories",
  "storefrontAddress",
  "profile.description",
  "openInfo",
  "latlng",
] as const;
export type WatchedField = (typeof WATCHED_FIELDS)[number];

export const isWatchedField = (value: unknown): value is WatchedField =>
  typeof value === "string" && (WATCHED_FIELDS as readonly string[]).includes(value);

/** The diffMask's fields, each once: "title, phoneNumbers.primaryPhone" → title, phoneNumbers. */
export function fieldsOfDiffMask(diffMask: string | undefined | null): string[] {
  const fields = (diffMask ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter((path) => /^[A-Za-z]+(\.[A-Za-z]+)*$/.test(path))
    // A sub-field Google names inside a field edited whole is that field's change.
    .map((path) => (isWatchedField(path) ? path : (path.split(".")[0] ?? path)));
  return [...new Set(fields)];
}

type Json = Record<string, unknown>;

export function valueAt(location: unknown, field: string): unknown {
  let value = location;
  for (const key of field.split(".")) value = (value as Json | null | undefined)?.[key];
  return value === undefined ? null : value;
}

/** Key order does not make a change. */
export function sameValue(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value as Json)
      .filter((key) => (value as Json)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Json)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/** The store edit that sets `field` to `value`; null when the field cannot be sent as an edit. */
export function patchOf(field: string, value: unknown): LocationPatch | null {
  if (field === "profile.description")
    return { profile: { description: typeof value === "string" ? value : "" } } as LocationPatch;
  if (!isWatchedField(field)) return null;
  if (value === null) {
    if (field === "websiteUri") return { websiteUri: "" } as LocationPatch;
    return null;
  }
  return { [field]: value } as LocationPatch;
}

/** Several fields of one store sent as one edit. */
export function mergePatches(patches: LocationPatch[]): LocationPatch {
  return Object.assign({}, ...patches) as LocationPatch;
}
