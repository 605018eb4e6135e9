// The maps service's rule on closed days, read by the server's checks and by the holidays page as
// the user ticks dates (kept apart from the countries' calendars, which the page does not load).
import type { SpecialDay } from "@/lib/stores/hours";
import { dayNumber } from "./calendar";

/**
 * The maps service keeps a closure of more than this many days in a row out of special hours: a
 * longer one is a temporary closure (openInfo CLOSED_TEMPORARILY).
 */
export const MAX_CLOSED_DAYS_IN_A_ROW = 6;

/** The most days in a row that the entries close. */
export function longestClosedRun(days: readonly Pick<SpecialDay, "date" | "closed">[]): number {
  const closed = [...new Set(days.filter((d) => d.closed).map((d) => dayNumber(d.date)))].sort(
    (a, b) => a - b,
  );
  let longest = 0;
  let run = 0;
  closed.forEach((day, i) => {
    run = i > 0 && closed[i - 1] === day - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}
