import { LOCATION_FIELDS } from "@/lib/maps/types";
import { invalidArgument, invalidArguments, type FieldViolation } from "./http";
import { CHECKED_FIELDS, type LocationData } from "./validate/location";

/** Set once, at creation. */
const IMMUTABLE = new Set(["languageCode"]);
const OUTPUT_ONLY = new Set(["name", "metadata"]);
/** Google refuses masks naming only the primary or only the additional part of these. */
const WHOLE_ONLY = new Set(["phoneNumbers", "categories"]);
const SUBPATHS = new Set([
  "openInfo.status",
  "openInfo.openingDate",
  "profile.description",
  "regularHours.periods",
  "specialHours.specialHourPeriods",
]);
const KNOWN = new Set<string>(LOCATION_FIELDS);

function problemOf(path: string): string | null {
  if (!/^[A-Za-z]+(\.[A-Za-z]+)*$/.test(path)) return "Invalid field mask path";
  const top = path.split(".")[0]!;
  if (OUTPUT_ONLY.has(top)) return "Field is output only";
  if (IMMUTABLE.has(top)) return "Field is immutable";
  if (path !== top) {
    if (WHOLE_ONLY.has(top)) return `Update ${top} as a whole`;
    return SUBPATHS.has(path) ? null : "Unknown field";
  }
  if (CHECKED_FIELDS.has(top)) return null;
  return KNOWN.has(top) ? "Not supported by the maps simulator" : "Unknown field";
}

// Google's 400 names update_mask for each bad path, or for a mask left empty.
export function parseMask(
  raw: string | null,
  problemOf: (path: string) => string | null,
  normalize: (path: string) => string = (path) => path,
): string[] {
  const paths = (raw ?? "")
    .split(",")
    .map((path) => normalize(path.trim()))
    .filter(Boolean);
  if (paths.length === 0) throw invalidArgument("update_mask", "Field is required");
  const problems: FieldViolation[] = [];
  for (const path of paths) {
    const problem = problemOf(path);
    if (problem)
      problems.push({ field: "update_mask", description: `${problem}: ${path.slice(0, 80)}` });
  }
  if (problems.length) throw invalidArguments(problems);
  return [...new Set(paths)];
}

export function parseUpdateMask(raw: string | null): string[] {
  return parseMask(raw, problemOf);
}

export function touchedFields(paths: readonly string[]): Set<string> {
  return new Set(paths.map((path) => path.split(".")[0]!));
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// A masked path the body leaves out is cleared (FieldMask semantics).
export function applyUpdateMask(
  current: LocationData,
  body: Json,
  paths: readonly string[],
): LocationData {
  const next = structuredClone(current) as Json;
  for (const path of paths) {
    const keys = path.split(".");
    let source: unknown = body;
    for (const key of keys) source = isObject(source) ? source[key] : undefined;
    let target = next;
    for (const key of keys.slice(0, -1)) {
      if (!isObject(target[key])) target[key] = {};
      target = target[key] as Json;
    }
    const last = keys[keys.length - 1]!;
    if (source === undefined || source === null) delete target[last];
    else target[last] = structuredClone(source);
  }
  return next as LocationData;
}
