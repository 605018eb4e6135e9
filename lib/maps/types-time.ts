// Days and times of opening hours, shared by the location's types and the business and post types.
export type DayOfWeek =
  "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
/** Zero hours or minutes are omitted on the wire, so midnight is `{}`. */
export type TimeOfDay = { hours?: number; minutes?: number };
export type TimePeriod = {
  openDay: DayOfWeek;
  openTime: TimeOfDay;
  closeDay: DayOfWeek;
  closeTime: TimeOfDay;
};
