// The shared rules of lib/stores/schema.ts composed for the fields several store forms share:
// the form's shape is the API's wherever it can be, so server issues land on the same paths.
import { z } from "zod";
import type { DayHours } from "@/lib/stores/hours";
import {
  latlngSchema,
  phoneNumbersSchema,
  specialDaysSchema,
  weekHoursSchema,
  type PhoneNumbersValues,
} from "@/lib/stores/schema";

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

/** The shared phone rules with the country check, on the form's phone fields. */
export function phoneNumbersOf(region: string) {
  return phoneNumbersSchema.superRefine((phones, ctx) => {
    for (const issue of phoneIssuesOf(phones, region))
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: issuePath(issue.path),
      });
  });
}

/**
 * The map pin as two text inputs (no map tiles are reachable): both empty leaves it unset; else
 * latlngSchema decides, with a comma accepted as the decimal mark.
 */
export const latlngFormSchema = z
  .object({ latitude: z.string().trim(), longitude: z.string().trim() })
  .transform((value, ctx) => {
    if (!value.latitude && !value.longitude) return undefined;
    const number = (text: string) => (text === "" ? Number.NaN : Number(text.replace(",", ".")));
    const parsed = latlngSchema.safeParse({
      latitude: number(value.latitude),
      longitude: number(value.longitude),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({
        code: "custom",
        path: issue.path,
        message: issue.path[0] === "latitude" ? "invalidLatitude" : "invalidLongitude",
      });
    return z.NEVER;
  });

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

/**
 * RegularHoursFields' week under weekHoursSchema, issues on the days' own paths. `unsetAllowed`
 * lets an all-closed week through (a store without regular hours may keep none).
 */
export function weekFormSchema({ unsetAllowed = false }: { unsetAllowed?: boolean } = {}) {
  return z.custom<DayHours[]>().superRefine((week, ctx) => {
    if (unsetAllowed && isUnsetWeek(week)) return;
    const parsed = weekHoursSchema.safeParse(week);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  });
}

/** A dated exception as SpecialHoursFields holds it: blank times are "". */
export type SpecialDayInput = { date: string; closed: boolean; open: string; close: string };
export const EMPTY_SPECIAL_DAY: SpecialDayInput = { date: "", closed: true, open: "", close: "" };

/** SpecialHoursFields' days under specialDaysSchema, which reads a missing time as "hours required". */
export const specialDaysFormSchema = z.preprocess(
  (days) =>
    (days as SpecialDayInput[]).map(({ date, closed, open, close }) => ({
      date,
      closed,
      ...(closed ? {} : { open: open || undefined, close: close || undefined }),
    })),
  specialDaysSchema,
);

/** A type="time" input has no 24:00: a line closing at midnight shows 00:00 (the same time). */
export const midnightAsZero = (week: DayHours[]): DayHours[] =>
  week.map((day) => ({
    ...day,
    lines: day.lines.map((line) => ({
      ...line,
      close: line.close === "24:00" ? "00:00" : line.close,
    })),
  }));
