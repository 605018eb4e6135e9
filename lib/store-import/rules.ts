import type { z } from "zod";
import { STORE_LIMITS } from "@/lib/constants";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import type { Location } from "@/lib/maps/types";
import { toPeriods, toSpecialPeriods, DAYS, type DayHours } from "@/lib/stores/hours";
import { phoneIssues } from "@/lib/stores/rules";
import {
  categoriesSchema,
  infoSchema,
  latlngSchema,
  locationPatchSchema,
  openStatusSchema,
  phoneNumbersSchema,
  specialDaysSchema,
  storefrontAddressSchema,
  titleSchema,
  websiteUriSchema,
  weekHoursSchema,
  type LocationPatch,
} from "@/lib/stores/schema";
import { boundedText } from "@/lib/validation/bounded-text";
import {
  canonicalCell,
  COLUMNS,
  DAY_COLUMN_KEYS,
  parseCategories,
  parseDayHours,
  parseOpenStatus,
  parseSpecialDays,
  unguardFormula,
  type CellLanguage,
  type ColumnKey,
  type PatchGroup,
} from "./columns";

// A spreadsheet row against a store's listing: which cells changed, and the patch they make,
// checked by the stores' own schemas and rules (lib/stores/schema, lib/stores/rules).

/** Data rows past the header; a larger file is refused before any row is kept. */
export const IMPORT_MAX_ROWS = 10_000;
/** A 10,000-row export is about 3 MB as CSV and less as XLSX. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows read and checked against their stores at a time (one query a batch). */
export const IMPORT_BATCH_ROWS = 500;

export type ImportIssue = { column: ColumnKey | null; message: string };
export type CellChange = { column: ColumnKey; old: string; new: string };
export type RowCheck = {
  changes: CellChange[];
  issues: ImportIssue[];
  /** Only the groups whose cells changed and passed; null when none. */
  patch: LocationPatch | null;
  unchangedCells: number;
};

/** Headers in English or Spanish (or the column keys themselves) to column keys; unknown: null. */
export function headerColumns(
  headers: readonly string[],
  names: Record<CellLanguage, Record<string, string>>,
): (ColumnKey | null)[] {
  const byName = new Map<string, ColumnKey>();
  for (const column of COLUMNS) {
    byName.set(column.key.toLowerCase(), column.key);
    for (const language of ["en", "es"] as const) {
      const name = names[language][column.key];
      if (name) byName.set(name.trim().toLowerCase(), column.key);
    }
  }
  const seen = new Set<ColumnKey>();
  return headers.map((header) => {
    const key = byName.get(unguardFormula(header).trim().toLowerCase()) ?? null;
    if (!key || seen.has(key)) return null;
    seen.add(key);
    return key;
  });
}

/** Limits the stores' messages name ({max}, {min}), by message and column. */
export function messageParams(message: string, column: ColumnKey | null): Record<string, number> {
  const lengths: Partial<Record<ColumnKey, number>> = {
    title: MAPS.title,
    description: MAPS.description,
    addressLines: MAPS.addressLine,
    locality: MAPS.addressLine,
    administrativeArea: MAPS.addressLine,
    postalCode: MAPS.addressLine,
    labels: MAPS.label,
  };
  switch (message) {
    case "tooManyPhones":
      return { max: STORE_LIMITS.additionalPhones };
    case "tooManyLines":
      return {
        max: column === "addressLines" ? MAPS.addressLines : STORE_LIMITS.hourLinesPerDay.max,
      };
    case "lineRequired":
      return { min: STORE_LIMITS.hourLinesPerDay.min };
    case "tooManySpecialHours":
      return { max: STORE_LIMITS.specialHours };
    case "tooManyCategories":
      return { max: STORE_LIMITS.categories };
    case "tooManyLabels":
      return { max: MAPS.labels };
    case "tooLong":
      return { max: (column && lengths[column]) ?? MAPS.addressLine };
    case "tooShort":
      return { min: 1 };
    default:
      return {};
  }
}

type Cells = Map<ColumnKey, string>;
type GroupCheck = { value?: unknown; issues: ImportIssue[] };

const list = (cell: string | undefined) =>
  (cell ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
const optional = (cell: string | undefined) => (cell?.trim() ? cell.trim() : undefined);

/** A zod message that is not one of the stores' keys (a type error) reads as "invalid". */
function issuesOf(
  error: z.ZodError,
  column: (path: readonly PropertyKey[]) => ColumnKey | null,
): ImportIssue[] {
  return error.issues.map((issue) => ({
    column: column(issue.path),
    message: /^[a-zA-Z]+$/.test(issue.message) ? issue.message : "invalid",
  }));
}

function checked<T>(
  schema: z.ZodType<T>,
  input: unknown,
  column: (path: readonly PropertyKey[]) => ColumnKey | null,
): GroupCheck {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { value: parsed.data, issues: [] }
    : { issues: issuesOf(parsed.error, column) };
}

const descriptionSchema = boundedText({ max: MAPS.description });

const GROUPS: Record<PatchGroup, (cells: Cells, current: Location) => GroupCheck> = {
  title: (cells) => checked(titleSchema, cells.get("title") ?? "", () => "title"),
  phoneNumbers: (cells, current) => {
    const phones = {
      primaryPhone: cells.get("primaryPhone") ?? "",
      additionalPhones: list(cells.get("additionalPhones")),
    };
    const toColumn = (path: readonly PropertyKey[]): ColumnKey =>
      path[0] === "primaryPhone" ? "primaryPhone" : "additionalPhones";
    const shape = checked(phoneNumbersSchema, phones, toColumn);
    if (shape.issues.length) return shape;
    const regionCell = cells.get("regionCode")?.trim().toUpperCase();
    const region = /^[A-Z]{2}$/.test(regionCell ?? "")
      ? regionCell!
      : (current.storefrontAddress?.regionCode ?? "ES");
    const issues = phoneIssues(shape.value as typeof phones, region).map((issue) => ({
      column: toColumn([issue.path.startsWith("primary") ? "primaryPhone" : "additionalPhones"]),
      message: issue.message,
    }));
    return issues.length ? { issues } : shape;
  },
  websiteUri: (cells) =>
    checked(websiteUriSchema, cells.get("websiteUri") ?? "", () => "websiteUri"),
  categories: (cells) => {
    const primary = cells.get("primaryCategory") ?? "";
    const input = {
      primaryCategory: { name: parseCategories(primary)[0] ?? primary.trim() },
      additionalCategories: parseCategories(cells.get("additionalCategories") ?? "").map(
        (name) => ({ name }),
      ),
    };
    return checked(categoriesSchema, input, (path) =>
      path[0] === "primaryCategory" ? "primaryCategory" : "additionalCategories",
    );
  },
  storefrontAddress: (cells, current) => {
    const input = {
      regionCode: (cells.get("regionCode") ?? "").trim().toUpperCase(),
      postalCode: optional(cells.get("postalCode")),
      administrativeArea: optional(cells.get("administrativeArea")),
      locality: cells.get("locality") ?? "",
      addressLines: list(cells.get("addressLines")),
    };
    const result = checked(storefrontAddressSchema, input, (path) => {
      const first = String(path[0] ?? "addressLines");
      return (
        ["regionCode", "postalCode", "administrativeArea", "locality"].includes(first)
          ? first
          : "addressLines"
      ) as ColumnKey;
    });
    // The address's language stays the listing's own.
    const languageCode = current.storefrontAddress?.languageCode;
    return result.value && languageCode
      ? { ...result, value: { ...(result.value as object), languageCode } }
      : result;
  },
  latlng: (cells) => {
    const read = (key: ColumnKey) => {
      const cell = (cells.get(key) ?? "").trim().replace(",", ".");
      return cell === "" ? Number.NaN : Number(cell);
    };
    const parsed = latlngSchema.safeParse({
      latitude: read("latitude"),
      longitude: read("longitude"),
    });
    if (parsed.success) return { value: parsed.data, issues: [] };
    return {
      issues: [
        ...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "latitude"))),
      ].map((path) =>
        path === "longitude"
          ? { column: "longitude" as const, message: "invalidLongitude" }
          : { column: "latitude" as const, message: "invalidLatitude" },
      ),
    };
  },
  profile: (cells) => {
    const result = checked(descriptionSchema, cells.get("description") ?? "", () => "description");
    return result.value === undefined
      ? result
      : { ...result, value: { description: result.value } };
  },
  labels: (cells) =>
    checked(infoSchema.shape.labels.unwrap(), list(cells.get("labels")), () => "labels"),
  openInfo: (cells) => {
    const parsed = openStatusSchema.safeParse(parseOpenStatus(cells.get("openStatus") ?? ""));
    return parsed.success
      ? { value: { status: parsed.data }, issues: [] }
      : { issues: [{ column: "openStatus", message: "invalidOpenStatus" }] };
  },
  regularHours: (cells) => {
    const days: DayHours[] = [];
    const issues: ImportIssue[] = [];
    DAY_COLUMN_KEYS.forEach((key, index) => {
      const parsed = parseDayHours(cells.get(key) ?? "", DAYS[index]!);
      if (parsed.ok) days.push(parsed.value);
      else issues.push({ column: key, message: parsed.message });
    });
    if (issues.length) return { issues };
    const result = checked(weekHoursSchema, days, (path) =>
      typeof path[0] === "number" ? DAY_COLUMN_KEYS[path[0]]! : DAY_COLUMN_KEYS[0]!,
    );
    return result.issues.length
      ? result
      : { value: { periods: toPeriods(result.value as DayHours[]) }, issues: [] };
  },
  specialHours: (cells) => {
    const parsed = parseSpecialDays(cells.get("specialHours") ?? "");
    if (!parsed.ok) return { issues: [{ column: "specialHours", message: parsed.message }] };
    const result = checked(specialDaysSchema, parsed.value, () => "specialHours");
    return result.issues.length
      ? result
      : {
          value: { specialHourPeriods: toSpecialPeriods(parsed.value) },
          issues: [],
        };
  },
};

/**
 * One row's cells (file values, formula quotes already taken off) against the store's listing:
 * a column absent from the file keeps the listing's value. Only groups with a changed cell are
 * checked and sent; a group that fails sends nothing and names its cells' issues.
 */
export function checkRow(
  cells: Cells,
  current: Location,
  formatted: Map<ColumnKey, string>,
): RowCheck {
  const changed = new Map<PatchGroup, CellChange[]>();
  let unchangedCells = 0;
  for (const column of COLUMNS) {
    if (!column.group || !cells.has(column.key)) continue;
    const old = formatted.get(column.key) ?? "";
    const next = cells.get(column.key)!;
    if (canonicalCell(column.key, old) === canonicalCell(column.key, next)) {
      unchangedCells++;
      continue;
    }
    const group = changed.get(column.group) ?? [];
    group.push({ column: column.key, old, new: next.trim() });
    changed.set(column.group, group);
  }
  const full = new Map(formatted);
  for (const [key, value] of cells) full.set(key, value);

  const changes: CellChange[] = [];
  const issues: ImportIssue[] = [];
  const patch: Record<string, unknown> = {};
  for (const [group, groupChanges] of changed) {
    const result = GROUPS[group](full, current);
    if (result.issues.length) {
      // An issue of a whole group (all days closed) names the first cell that changed.
      for (const issue of result.issues)
        issues.push({ column: issue.column ?? groupChanges[0]!.column, message: issue.message });
      continue;
    }
    patch[group] = result.value;
    changes.push(...groupChanges);
  }
  if (Object.keys(patch).length === 0) return { changes, issues, patch: null, unchangedCells };
  // The patch as the store edit takes it, the last word on what may be sent.
  const final = locationPatchSchema.safeParse(patch);
  if (!final.success) {
    const failed = new Set(final.error.issues.map((issue) => String(issue.path[0])));
    const kept = changes.filter((change) => !failed.has(groupOf(change.column)));
    for (const issue of final.error.issues) {
      const group = String(issue.path[0]) as PatchGroup;
      issues.push({
        column: changed.get(group)?.[0]?.column ?? null,
        message: /^[a-zA-Z]+$/.test(issue.message) ? issue.message : "invalid",
      });
      delete patch[group];
    }
    const rest = Object.keys(patch).length ? locationPatchSchema.safeParse(patch) : null;
    return {
      changes: rest?.success ? kept : [],
      issues,
      patch: rest?.success ? rest.data : null,
      unchangedCells,
    };
  }
  return { changes, issues, patch: final.data, unchangedCells };
}

const groupOf = (key: ColumnKey) => COLUMNS.find((column) => column.key === key)!.group!;
