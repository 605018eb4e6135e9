// Field checks shared by the resource handlers, each adding Google's error for the field.

import type { Problems } from "./batch";

type Path = (string | [string, number])[];

export function requiredText(p: Problems, value: unknown, path: Path, max?: number): string {
  if (typeof value !== "string" || !value.trim()) {
    p.add("fieldError", "REQUIRED", "The required field was not present.", path);
    return "";
  }
  if (max !== undefined && [...value].length > max)
    p.add("stringLengthError", "TOO_LONG", `Too long (at most ${max} characters).`, path, value);
  return value;
}

export function oneOf<T extends string>(
  p: Problems,
  value: unknown,
  allowed: readonly T[],
  path: Path,
): T {
  if (value === undefined || value === null || value === "")
    p.add("fieldError", "REQUIRED", "The required field was not present.", path);
  else if (!allowed.includes(value as T))
    p.add(
      "requestError",
      "INVALID_ENUM_VALUE",
      "Enum value is not permitted.",
      path,
      String(value),
    );
  return value as T;
}

export function countBetween(p: Problems, list: unknown[], min: number, max: number, path: Path) {
  if (list.length < min) p.add("collectionSizeError", "TOO_FEW", `At least ${min} required.`, path);
  if (list.length > max) p.add("collectionSizeError", "TOO_MANY", `At most ${max} allowed.`, path);
}

export function finalUrls(p: Problems, value: unknown, path: Path): string[] {
  const urls = Array.isArray(value) ? (value as unknown[]) : [];
  if (!urls.length) p.add("fieldError", "REQUIRED", "The required field was not present.", path);
  urls.forEach((url, i) => {
    let ok = false;
    try {
      ok = typeof url === "string" && /^https?:$/.test(new URL(url).protocol);
    } catch {}
    const at: Path = [...path.slice(0, -1), [String(path.at(-1)), i]];
    if (!ok) p.add("urlFieldError", "INVALID_URL", "The URL is invalid.", at, String(url));
  });
  return urls as string[];
}

export const isDate = (value: unknown): value is string =>
  typeof value === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Today in the account's time zone, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
