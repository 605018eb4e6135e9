// The store forms' values and helpers that need no rules: what their fields show and send. Kept
// apart from ./form-schemas (zod) so that a form's first load does not bring zod.
import type { DayHours } from "@/lib/stores/hours";
import type { PhoneNumbersValues } from "@/lib/stores/schema";

/** "additionalPhones.0" as a zod path. */
export const issuePath = (path: string) =>
  path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

type PhoneRules = typeof import("@/lib/stores/rules");
let phoneRules: PhoneRules | undefined;

/**
 * Loads the country check of phones (lib/stores/phone-rules.ts, a large library) once. Forms with
 * phones load it as they mount and cannot be sent before it is here (usePhoneRules).
 */
export async function loadPhoneRules(): Promise<void> {
  phoneRules ??= await import("@/lib/stores/rules");
}

/** The phones' issues for the store's country; none while the rules are not loaded yet. */
export const phoneIssuesOf = (phones: PhoneNumbersValues, region: string) =>
  phoneRules?.phoneIssues(phones, region) ?? [];

export function latlngFormValues(latlng: { latitude: number; longitude: number } | null = null) {
  return {
    latitude: latlng ? String(latlng.latitude) : "",
    longitude: latlng ? String(latlng.longitude) : "",
  };
}

export type Category = { name: string; displayName?: string | null };
export type CategoriesValue = { primaryCategory: Category; additionalCategories: Category[] };

/** The form's categories before one is chosen: the schema refuses the empty name. */
export const NO_CATEGORIES: CategoriesValue = {
  primaryCategory: { name: "", displayName: "" },
  additionalCategories: [],
};

/** The API's categories: their names only (display names are the service's, per language). */
export function toCategoriesInput(value: {
  primaryCategory: { name: string };
  additionalCategories: { name: string }[];
}) {
  return {
    primaryCategory: { name: value.primaryCategory.name },
    additionalCategories: value.additionalCategories.map(({ name }) => ({ name })),
  };
}

/** A week with every day closed: for a store that had no hours, "not set" rather than allClosed. */
export const isUnsetWeek = (week: DayHours[]) => week.every((day) => day.mode === "closed");

/** A dated exception as SpecialHoursFields holds it: blank times are "". */
export type SpecialDayInput = { date: string; closed: boolean; open: string; close: string };
export const EMPTY_SPECIAL_DAY: SpecialDayInput = { date: "", closed: true, open: "", close: "" };

/** A type="time" input has no 24:00: a line closing at midnight shows 00:00 (the same time). */
export const midnightAsZero = (week: DayHours[]): DayHours[] =>
  week.map((day) => ({
    ...day,
    lines: day.lines.map((line) => ({
      ...line,
      close: line.close === "24:00" ? "00:00" : line.close,
    })),
  }));
