// The shared rules of lib/stores/schema.ts composed for the fields several store forms share:
// the form's shape is the API's wherever it can be, so server issues land on the same paths. The
// forms load these after the page (each form's rules file, through components/forms/zod-rules);
// what their fields need as they render is in ./form-values.
import { z } from "zod";
import type { DayHours } from "@/lib/stores/hours";
import {
  latlngSchema,
  phoneNumbersSchema,
  specialDaysSchema,
  weekHoursSchema,
} from "@/lib/stores/schema";
import { isUnsetWeek, issuePath, phoneIssuesOf, type SpecialDayInput } from "./form-values";

export {
  EMPTY_SPECIAL_DAY,
  isUnsetWeek,
  issuePath,
  latlngFormValues,
  loadPhoneRules,
  midnightAsZero,
  NO_CATEGORIES,
  phoneIssuesOf,
  toCategoriesInput,
  type CategoriesValue,
  type Category,
  type SpecialDayInput,
} from "./form-values";

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
