import type { DayOfWeek, TimeOfDay, TimePeriod } from "@/lib/maps/types";
import type { HoursPattern } from "./fixtures/brands";
import type { Draw } from "./ids";

const WEEKDAYS: DayOfWeek[] = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];

/** Google omits zero fields in TimeOfDay, so 9:00 is {hours: 9}. */
function time(hours: number, minutes = 0): TimeOfDay {
  return minutes ? { hours, minutes } : { hours };
}

function sameDay(days: DayOfWeek[], open: TimeOfDay, close: TimeOfDay): TimePeriod[] {
  return days.map((day) => ({ openDay: day, openTime: open, closeDay: day, closeTime: close }));
}

export function regularHoursFor(pattern: HoursPattern, draw: Draw): { periods: TimePeriod[] } {
  const late = draw.chance(0.5);
  switch (pattern) {
    case "cafe":
      return {
        periods: sameDay([...WEEKDAYS, "SATURDAY", "SUNDAY"], time(7, 30), time(late ? 21 : 20)),
      };
    case "restaurant":
      // Open past midnight on weekends: the period closes on the next day.
      return {
        periods: [
          ...sameDay(["TUESDAY", "WEDNESDAY", "THURSDAY", "SUNDAY"], time(19), time(23, 30)),
          { openDay: "FRIDAY", openTime: time(19), closeDay: "SATURDAY", closeTime: time(1) },
          { openDay: "SATURDAY", openTime: time(19), closeDay: "SUNDAY", closeTime: time(1) },
        ],
      };
    case "office":
      return { periods: sameDay(WEEKDAYS, time(9), time(late ? 18 : 17, 30)) };
    case "shop":
      return {
        periods: [
          ...sameDay(WEEKDAYS, time(late ? 10 : 9), time(late ? 20 : 19)),
          ...sameDay(["SATURDAY"], time(10), time(14)),
        ],
      };
  }
}
