import type { DayOfWeek, TimeOfDay, TimePeriod } from "@/lib/maps/types";
import type { SpecialHourPeriod } from "@/lib/maps/types-business";

// The hours forms work in days and "HH:MM" lines; the maps service in periods. These convert.

export const DAYS: readonly DayOfWeek[] = [
  "MONDAY",
  "TUESDAY",
  "WEDNESDAY",
  "THURSDAY",
  "FRIDAY",
  "SATURDAY",
  "SUNDAY",
];

/** One opening of a day, "09:00" to "13:00"; a close at or before the open runs past midnight. */
export type HourLine = { open: string; close: string };
export type DayHours = { day: DayOfWeek; mode: "closed" | "open24" | "lines"; lines: HourLine[] };

export function toTimeOfDay(value: string): TimeOfDay {
  const [hours = 0, minutes = 0] = value.split(":").map(Number);
  // Zero fields are omitted on the wire, as Google writes them.
  return { ...(hours ? { hours } : {}), ...(minutes ? { minutes } : {}) };
}

export function fromTimeOfDay(time: TimeOfDay | undefined): string {
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, "0");
  return `${pad(time?.hours)}:${pad(time?.minutes)}`;
}

const nextDay = (day: DayOfWeek) => DAYS[(DAYS.indexOf(day) + 1) % 7]!;

export function toPeriods(week: DayHours[]): TimePeriod[] {
  return week.flatMap(({ day, mode, lines }): TimePeriod[] => {
    if (mode === "closed") return [];
    if (mode === "open24")
      return [{ openDay: day, openTime: {}, closeDay: day, closeTime: { hours: 24 } }];
    return lines.map((line) => ({
      openDay: day,
      openTime: toTimeOfDay(line.open),
      closeDay: line.close <= line.open && line.close !== "24:00" ? nextDay(day) : day,
      closeTime: toTimeOfDay(line.close),
    }));
  });
}

export function fromPeriods(periods: TimePeriod[] = []): DayHours[] {
  return DAYS.map((day) => {
    const own = periods.filter((period) => period.openDay === day);
    if (own.length === 0) return { day, mode: "closed", lines: [] };
    const first = own[0]!;
    if (
      own.length === 1 &&
      !first.openTime.hours &&
      !first.openTime.minutes &&
      first.closeTime.hours === 24
    )
      return { day, mode: "open24", lines: [] };
    return {
      day,
      mode: "lines",
      lines: own.map((p) => ({
        open: fromTimeOfDay(p.openTime),
        close: fromTimeOfDay(p.closeTime),
      })),
    };
  });
}

export type SpecialDay = { date: string; closed: boolean; open?: string; close?: string };

function toGoogleDate(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
}

export function toSpecialPeriods(days: SpecialDay[]): SpecialHourPeriod[] {
  return days.map((entry) => ({
    startDate: toGoogleDate(entry.date),
    ...(entry.closed
      ? { closed: true }
      : { openTime: toTimeOfDay(entry.open!), closeTime: toTimeOfDay(entry.close!) }),
  }));
}

export function fromSpecialPeriods(periods: SpecialHourPeriod[] = []): SpecialDay[] {
  const pad = (n: number) => String(n).padStart(2, "0");
  return periods.map((period) => ({
    date: `${period.startDate.year}-${pad(period.startDate.month)}-${pad(period.startDate.day)}`,
    closed: Boolean(period.closed),
    ...(period.closed
      ? {}
      : { open: fromTimeOfDay(period.openTime), close: fromTimeOfDay(period.closeTime) }),
  }));
}
