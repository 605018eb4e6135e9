import "server-only";
import { LOCATION_FIELDS, type Location } from "@/lib/maps/types";
import { invalidArgument } from "./http";

const KNOWN = new Set<string>(LOCATION_FIELDS);

// Business Information refuses location reads without a readMask.
export function parseReadMask(raw: string | null): string[] {
  const paths = (raw ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  if (paths.length === 0) throw invalidArgument("read_mask", "Field is required");
  for (const path of paths) {
    if (!/^[A-Za-z]+(\.[A-Za-z]+)*$/.test(path) || !KNOWN.has(path.split(".")[0]!)) {
      throw invalidArgument("read_mask", `Invalid field mask path: ${path.slice(0, 80)}`);
    }
  }
  return paths;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function projectLocation(location: Location, paths: string[]): Location {
  const out: Json = {};
  for (const path of paths) {
    const keys = path.split(".");
    let source: unknown = location;
    for (const key of keys) source = isObject(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = out;
    keys.slice(0, -1).forEach((key) => {
      if (!isObject(target[key])) target[key] = {};
      target = target[key] as Json;
    });
    target[keys[keys.length - 1]!] = source;
  }
  return out as Location;
}
