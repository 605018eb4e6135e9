import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js";
import type { TimeOfDay } from "@/lib/maps/types";
import type { GoogleDate } from "@/lib/maps/types-performance";
import { isValidPhone } from "@/lib/validation/phone";

/** An http(s) address with a dotted host and no credentials, at most 2048 characters. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2048 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === "http:" || url.protocol === "https:") &&
      /^[^.]+(\.[^.]+)+$/.test(url.hostname) &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

export function isRegionCode(value: unknown): value is string {
  return typeof value === "string" && /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);
}

// Without a region only "+…" numbers can be told.
export function isPhoneOfRegion(phone: unknown, region: string | undefined): boolean {
  if (typeof phone !== "string" || phone.length > 40) return false;
  if (!region || !isSupportedCountry(region)) {
    return phone.trim().startsWith("+") && Boolean(parsePhoneNumberFromString(phone)?.isValid());
  }
  if (!isValidPhone(phone, region)) return false;
  const parsed = parsePhoneNumberFromString(phone, region as CountryCode);
  return parsed?.countryCallingCode === getCountryCallingCode(region as CountryCode);
}

export function isTimeOfDay(value: unknown): value is TimeOfDay {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const { hours = 0, minutes = 0, seconds = 0, nanos = 0 } = value as Record<string, unknown>;
  const whole = (n: unknown, max: number) =>
    Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max;
  if (!whole(hours, 24) || !whole(minutes, 59) || seconds !== 0 || nanos !== 0) return false;
  return hours !== 24 || minutes === 0;
}

export function minutesOf(time: TimeOfDay): number {
  return (time.hours ?? 0) * 60 + (time.minutes ?? 0);
}

export function isFullDate(value: unknown): value is Required<GoogleDate> {
  if (!value || typeof value !== "object") return false;
  const { year, month, day } = value as Record<string, unknown>;
  if (![year, month, day].every((n) => Number.isInteger(n))) return false;
  const [y, m, d] = [year, month, day] as number[];
  if (y! < 1 || y! > 9999 || m! < 1 || m! > 12 || d! < 1) return false;
  return d! <= new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

export function dayNumber(date: Required<GoogleDate>): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
