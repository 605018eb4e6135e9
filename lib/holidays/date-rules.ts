import { addDays, easter, isoDate, nthWeekday, onOrAfter, weekday } from "./calendar";

// How a holiday's date follows from the year: a fixed date, a day counted from Easter, the nth
// weekday of a month, and the laws that move a holiday to a Monday. The countries' tables
// (countries.ts) are written with these.

export const MON = 1;
export const THU = 4;

export const fixed =
  (month: number, day: number) =>
  (year: number): string =>
    isoDate(year, month, day);
export const fromEaster =
  (days: number) =>
  (year: number): string =>
    addDays(easter(year), days);
export const nth =
  (month: number, wday: number, n: number) =>
  (year: number): string =>
    nthWeekday(year, month, wday, n);

/**
 * Argentina's movable holidays (Ley 27.399, art. 6) and Uruguay's (Ley 16.805): on a Tuesday or
 * Wednesday they move to the Monday before, on a Thursday or Friday to the Monday after.
 */
export const tuesdayToFridayToMonday =
  (month: number, day: number) =>
  (year: number): string => {
    const date = isoDate(year, month, day);
    const wday = weekday(date);
    if (wday === 2 || wday === 3) return addDays(date, 1 - wday);
    if (wday === 4 || wday === 5) return addDays(date, 8 - wday);
    return date;
  };

/** Argentina's 17 June (Güemes): a Wednesday moves to the Monday before, Thursday and Friday to
 * the Monday after; a Tuesday stays. */
export const guemes = (year: number): string => {
  const date = isoDate(year, 6, 17);
  const wday = weekday(date);
  if (wday === 3) return addDays(date, -2);
  if (wday === 4 || wday === 5) return addDays(date, 8 - wday);
  return date;
};

/** Colombia's Ley Emiliani (Ley 51 de 1983): the holiday is kept on the following Monday. */
export const emiliani =
  (date: (year: number) => string) =>
  (year: number): string =>
    onOrAfter(date(year), MON);

/** Chile's Ley 19.668: Tuesday to Thursday move to that week's Monday, Friday to the next. */
export const chileMonday =
  (month: number, day: number) =>
  (year: number): string => {
    const date = isoDate(year, month, day);
    const wday = weekday(date);
    if (wday >= 2 && wday <= 4) return addDays(date, 1 - wday);
    if (wday === 5) return addDays(date, 3);
    return date;
  };

/** Chile's Reformation Day (Ley 20.299): a Tuesday moves to the Friday before, a Wednesday to the
 * Friday after. */
export const chileReformation = (year: number): string => {
  const date = isoDate(year, 10, 31);
  const wday = weekday(date);
  if (wday === 2) return addDays(date, -4);
  if (wday === 3) return addDays(date, 2);
  return date;
};
