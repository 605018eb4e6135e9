import type { Locale } from "@/lib/i18n/config";
import { formatDate, toDateParts } from "./date";

// The browser's own date and time inputs follow the browser's language, not the app's (a Spanish
// page on an English browser showed "03/05/2026": March or May?), so the shared fields read the
// app's format and hand the form what the native inputs gave: "YYYY-MM-DD" and "HH:MM".

const pad = (value: number) => String(value).padStart(2, "0");

// Accepts "9", "930", "9:30", "9.30", "09h30", "9:30 pm", "9 p. m."; "24:00" (a day's end) is kept.
export function parseTimeText(text: string): string | null {
  const match = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2})|(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/i.exec(
    text.trim(),
  );
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? match[3] ?? 0);
  const half = match[4]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === "p" ? 12 : 0);
  }
  if (hours === 24 && minutes === 0) return "24:00";
  if (hours > 23) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

// The app's order (DD/MM/YYYY in Spanish, MM/DD/YYYY in English), a two-digit year read as 20YY,
// or ISO.
export function parseDateText(text: string, locale: Locale): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [first, second] = [Number(local[1]), Number(local[2])];
    [month, day] = locale === "en" ? [first, second] : [second, first];
    year = Number(local[3]) + (local[3].length === 2 ? 2000 : 0);
  } else return null;
  const date = `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
  // toDateParts refuses days that do not exist (31/02).
  return toDateParts(date) ? date : null;
}

export function dateText(value: string, locale: Locale): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, locale) || value : value;
}
