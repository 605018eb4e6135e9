import { z } from "zod";
import { STORE_LIMITS } from "@/lib/constants";
import { addDays, isRealDate } from "./calendar";
import { longestClosedRun, MAX_CLOSED_DAYS_IN_A_ROW } from "./closed-days";
import { PRESET_DAYS_AHEAD, isHolidayCountry } from "./rules";

// A preset as the holidays page and the API send it. Errors are message keys of
// "holidays.validation", on the field at fault.

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "invalidTime");

export const holidayCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isHolidayCountry, "unknownCountry");

export const holidayEntrySchema = z
  .object({
    date: z.string().refine(isRealDate, "invalidDate"),
    closed: z.boolean(),
    open: time.nullish(),
    close: time.nullish(),
  })
  .refine((d) => d.closed || (d.open && d.close && d.open !== d.close), {
    message: "hoursRequired",
    path: ["open"],
  })
  .transform((d) => ({
    date: d.date,
    closed: d.closed,
    ...(d.closed ? {} : { open: d.open!, close: d.close! }),
  }));
export type HolidayEntry = z.output<typeof holidayEntrySchema>;

/** The dates chosen from a preset, checked against `today` (the preset's year ahead). */
export function holidayEntriesSchema(today: string) {
  const until = addDays(today, PRESET_DAYS_AHEAD);
  return z
    .array(holidayEntrySchema)
    .min(1, "noDates")
    .max(STORE_LIMITS.specialHours, "tooManySpecialHours")
    .superRefine((entries, ctx) => {
      entries.forEach((entry, i) => {
        if (entry.date < today || entry.date >= until)
          ctx.addIssue({ code: "custom", message: "dateOutOfRange", path: [i, "date"] });
      });
      if (new Set(entries.map((e) => e.date)).size !== entries.length)
        ctx.addIssue({ code: "custom", message: "repeatedDate" });
      // The maps service's rule: a longer closure is a temporary closure, not special hours.
      if (longestClosedRun(entries) > MAX_CLOSED_DAYS_IN_A_ROW)
        ctx.addIssue({ code: "custom", message: "tooManyClosedDays" });
    });
}

const id = z.uuid({ message: "invalidId" });

/** The stores as the store list's bulk edits name them: ids, or its selection less excludeIds. */
export const holidayTargetSchema = z.object({
  ids: z.array(id).max(100_000).nullish(),
  workspaceId: id.nullish(),
  excludeIds: z.array(id).max(100_000).nullish(),
});
