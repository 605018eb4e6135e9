import { ONBOARDING_COUNTRIES, STORE_LIMITS } from "@/lib/constants";
import type { SpecialDay } from "@/lib/stores/hours";
import { addDays } from "./calendar";
import { longestClosedRun, MAX_CLOSED_DAYS_IN_A_ROW } from "./closed-days";
import { HOLIDAY_RULES, type HolidayCountry } from "./countries";

export type { HolidayCountry } from "./countries";

/** The countries with presets: the product's one country list. */
export const HOLIDAY_COUNTRIES: readonly HolidayCountry[] = ONBOARDING_COUNTRIES;

/** How far ahead a preset reaches. */
export const PRESET_DAYS_AHEAD = 365;

export type Holiday = { date: string; key: string; name: { es: string; en: string } };

export function isHolidayCountry(code: string): code is HolidayCountry {
  return (HOLIDAY_COUNTRIES as readonly string[]).includes(code);
}

/** The country's national holidays from `today` (included) to a year later, in date order. */
export function comingHolidays(country: HolidayCountry, today: string): Holiday[] {
  const year = Number(today.slice(0, 4));
  const until = addDays(today, PRESET_DAYS_AHEAD);
  const byDate = new Map<string, Holiday>();
  for (const y of [year, year + 1])
    for (const rule of HOLIDAY_RULES[country]) {
      const date = rule.date(y);
      if (!date || date < today || date >= until) continue;
      const same = byDate.get(date);
      // Two holidays on one day (a movable one landing on a fixed one) make one entry.
      byDate.set(
        date,
        same
          ? {
              ...same,
              name: {
                es: `${same.name.es} / ${rule.es}`,
                en: `${same.name.en} / ${rule.en}`,
              },
            }
          : { date, key: rule.key, name: { es: rule.es, en: rule.en } },
      );
    }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A store's special hours after a preset: its own entries of today and later, the preset's dates
 * replacing its entries of the same date, in date order.
 */
export function mergeSpecialDays(
  current: readonly SpecialDay[],
  preset: readonly SpecialDay[],
  today: string,
): SpecialDay[] {
  const presetDates = new Set(preset.map((d) => d.date));
  return [...current.filter((d) => d.date >= today && !presetDates.has(d.date)), ...preset].sort(
    (a, b) => a.date.localeCompare(b.date),
  );
}

/** Why a store cannot take its merged special hours, or null. */
export type MergeProblem = "tooManySpecialHours" | "tooManyClosedDays";

export function mergeProblem(days: readonly SpecialDay[]): MergeProblem | null {
  if (days.length > STORE_LIMITS.specialHours) return "tooManySpecialHours";
  if (longestClosedRun(days) > MAX_CLOSED_DAYS_IN_A_ROW) return "tooManyClosedDays";
  return null;
}

/** Today's date where the stores are: the UTC calendar day, as the maps service dates them. */
export function todayDate(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
