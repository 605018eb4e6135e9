import { parsePhoneNumberFromString } from "libphonenumber-js";

// A field's value as a person reads it: hours as one line a day, categories by their display
// names, phones in international form, an address as its lines. Pure: the page renders these
// lines on the server and tests read them.

type Json = Record<string, unknown>;
type Time = { hours?: number; minutes?: number };
type Period = { openDay?: string; openTime?: Time; closeDay?: string; closeTime?: Time };

const DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];

function dayName(day: string, locale: string): string {
  const index = DAYS.indexOf(day);
  if (index < 0) return day;
  // 2024-01-01 was a Monday.
  const name = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1 + index)),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

const time = (t: Time | undefined) =>
  `${String(t?.hours ?? 0).padStart(2, "0")}:${String(t?.minutes ?? 0).padStart(2, "0")}`;

export function hoursLines(value: unknown, locale: string): string[] {
  const periods = ((value as Json | null)?.periods as Period[] | undefined) ?? [];
  return [...periods]
    .sort((a, b) => DAYS.indexOf(a.openDay ?? "") - DAYS.indexOf(b.openDay ?? ""))
    .map((p) => `${dayName(p.openDay ?? "", locale)} ${time(p.openTime)}–${time(p.closeTime)}`);
}

export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed ? parsed.formatInternational() : phone;
}

type Category = { name?: string; displayName?: string };
const categoryName = (c: Category) =>
  c.displayName || c.name?.replace(/^categories\/gcid:/, "") || "";

/** The value's lines; an empty list is a field left empty. */
export function valueLines(field: string, value: unknown, locale: string): string[] {
  if (value === null || value === undefined || value === "") return [];
  const object = (value ?? {}) as Json;
  switch (field) {
    case "regularHours":
      return hoursLines(value, locale);
    case "phoneNumbers": {
      const primary = typeof object.primaryPhone === "string" ? [object.primaryPhone] : [];
      const more = Array.isArray(object.additionalPhones)
        ? (object.additionalPhones as string[])
        : [];
      return [...primary, ...more].map(formatPhone);
    }
    case "categories": {
      const primary = object.primaryCategory as Category | undefined;
      const more = (object.additionalCategories as Category[] | undefined) ?? [];
      return [...(primary ? [primary] : []), ...more].map(categoryName).filter(Boolean);
    }
    case "storefrontAddress": {
      const lines = Array.isArray(object.addressLines) ? (object.addressLines as string[]) : [];
      const city = [object.postalCode, object.locality].filter(Boolean).join(" ");
      const region = [object.administrativeArea, object.regionCode].filter(Boolean).join(", ");
      return [...lines, city, region].filter(Boolean);
    }
    case "latlng":
      return [`${object.latitude}, ${object.longitude}`];
    case "openInfo":
      return [String(object.status ?? "")].filter(Boolean);
    default:
      return typeof value === "string" || typeof value === "number"
        ? [String(value)]
        : [JSON.stringify(value)];
  }
}
