import { parsePhoneNumberFromString } from "libphonenumber-js";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { dateTimeFormat } from "./intl-cache";

// A listing field's value as a person reads it, in their language: hours as one line a day,
// special hours by date, categories by their display names, phones in international form, an
// address as its lines, an open status in words. Pure: pages that show a store's values beside
// other values (Google's changes, edits waiting for approval) render these on the server.

type Json = Record<string, unknown>;
type Time = { hours?: number; minutes?: number };
type GoogleDate = { year?: number; month?: number; day?: number };
type Period = { openDay?: string; openTime?: Time; closeDay?: string; closeTime?: Time };
type SpecialPeriod = {
  startDate?: GoogleDate;
  openTime?: Time;
  closeTime?: Time;
  closed?: boolean;
};
type Category = { name?: string; displayName?: string };

const WORDS = {
  en: { status: en.stores.openStatus, closed: en.stores.edit.hours.modes.closed },
  es: { status: es.stores.openStatus, closed: es.stores.edit.hours.modes.closed },
};
const wordsOf = (locale: string) => (locale.startsWith("es") ? WORDS.es : WORDS.en);

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];

function dayName(day: string, locale: string): string {
  const index = DAYS.indexOf(day);
  if (index < 0) return day;
  // 2024-01-01 was a Monday.
  const name = dateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

const time = (t: Time | undefined) =>
  `${String(t?.hours ?? 0).padStart(2, "0")}:${String(t?.minutes ?? 0).padStart(2, "0")}`;

function dateName(d: GoogleDate | undefined, locale: string): string {
  if (!d?.year || !d.month || !d.day) return "?";
  return dateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(d.year, d.month - 1, d.day)));
}

export function hoursLines(value: unknown, locale: string): string[] {
  const periods = ((value as Json | null)?.periods as Period[] | undefined) ?? [];
  return [...periods]
    .sort((a, b) => DAYS.indexOf(a.openDay ?? "") - DAYS.indexOf(b.openDay ?? ""))
    .map((p) => `${dayName(p.openDay ?? "", locale)} ${time(p.openTime)}–${time(p.closeTime)}`);
}

function specialHoursLines(value: unknown, locale: string): string[] {
  const periods = ((value as Json | null)?.specialHourPeriods as SpecialPeriod[] | undefined) ?? [];
  const closed = wordsOf(locale).closed.toLocaleLowerCase(locale);
  return periods.map((p) =>
    p.closed
      ? `${dateName(p.startDate, locale)} ${closed}`
      : `${dateName(p.startDate, locale)} ${time(p.openTime)}–${time(p.closeTime)}`,
  );
}

export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed ? parsed.formatInternational() : phone;
}

const categoryName = (c: Category) =>
  c.displayName || c.name?.replace(/^categories\/gcid:/, "") || "";

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];

/** The value's lines; an empty list is a field left empty. */
export function valueLines(field: string, value: unknown, locale: string): string[] {
  if (value === null || value === undefined || value === "") return [];
  const object = (value ?? {}) as Json;
  switch (field) {
    case "regularHours":
      return hoursLines(value, locale);
    case "specialHours":
      return specialHoursLines(value, locale);
    case "phoneNumbers": {
      const primary = typeof object.primaryPhone === "string" ? [object.primaryPhone] : [];
      return [...primary, ...strings(object.additionalPhones)].filter(Boolean).map(formatPhone);
    }
    case "categories": {
      const primary = object.primaryCategory as Category | undefined;
      const more = (object.additionalCategories as Category[] | undefined) ?? [];
      return [...(primary ? [primary] : []), ...more].map(categoryName).filter(Boolean);
    }
    case "storefrontAddress": {
      const city = [object.postalCode, object.locality].filter(Boolean).join(" ");
      const region = [object.administrativeArea, object.regionCode].filter(Boolean).join(", ");
      return [...strings(object.addressLines), city, region].filter(Boolean);
    }
    case "latlng":
      return [`${object.latitude ?? "?"}, ${object.longitude ?? "?"}`];
    case "openInfo": {
      const status = String(object.status ?? "");
      const words = wordsOf(locale).status as Record<string, string>;
      const opening = object.openingDate
        ? [dateName(object.openingDate as GoogleDate, locale)]
        : [];
      return [...(status ? [words[status] ?? status] : []), ...opening];
    }
    case "profile":
      return typeof object.description === "string" && object.description
        ? [object.description]
        : [];
    case "labels":
      return strings(value);
    case "attributes":
      return (Array.isArray(value) ? (value as Json[]) : []).map((a) => {
        const name = String(a.name ?? "").replace(/^.*attributes\//, "");
        const uris = Array.isArray(a.uriValues)
          ? (a.uriValues as { uri?: string }[]).map((u) => u.uri ?? "")
          : [];
        return `${name}: ${[...(Array.isArray(a.values) ? a.values.map(String) : []), ...uris].join(" / ")}`;
      });
    case "placeActionLinks":
      return (Array.isArray(value) ? (value as Json[]) : []).map(
        (l) => `${String(l.placeActionType)} ${String(l.uri)}`,
      );
    default:
      return typeof value === "string" || typeof value === "number"
        ? [String(value)]
        : [JSON.stringify(value)];
  }
}

/** The value on one line, or null when the field is empty. */
export function readableValue(field: string, value: unknown, locale: string): string | null {
  const lines = valueLines(field, value, locale);
  return lines.length ? lines.join("; ") : null;
}
