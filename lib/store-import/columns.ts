import type { Location } from "@/lib/maps/types";
import {
  DAYS,
  fromPeriods,
  fromSpecialPeriods,
  type DayHours,
  type HourLine,
  type SpecialDay,
} from "@/lib/stores/hours";

// The one definition of a store spreadsheet's columns: what each holds, how a listing is written
// into it and how a cell is read back. Export, import and their tests read only this.

export type CellLanguage = "en" | "es";

/** The part of a store's patch (lib/stores/schema locationPatchSchema) a column belongs to. */
export type PatchGroup =
  | "title"
  | "phoneNumbers"
  | "websiteUri"
  | "categories"
  | "storefrontAddress"
  | "latlng"
  | "profile"
  | "labels"
  | "openInfo"
  | "regularHours"
  | "specialHours";

export type ColumnKey =
  | "storeCode"
  | "title"
  | "primaryPhone"
  | "additionalPhones"
  | "websiteUri"
  | "primaryCategory"
  | "additionalCategories"
  | "addressLines"
  | "locality"
  | "administrativeArea"
  | "postalCode"
  | "regionCode"
  | "latitude"
  | "longitude"
  | "description"
  | "labels"
  | "openStatus"
  | `hours${(typeof DAY_KEYS)[number]}`
  | "specialHours";

const DAY_KEYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** Several values in one cell (phones, categories, labels, address lines, special dates). */
export const LIST_SEPARATOR = "; ";
const splitList = (cell: string) =>
  cell
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
const joinList = (values: readonly string[] | undefined) => (values ?? []).join(LIST_SEPARATOR);

const CLOSED_WORDS: Record<CellLanguage, string> = { en: "closed", es: "cerrado" };
const CLOSED = /^(closed|cerrado|cerrada)$/i;
const OPEN_24 = /^(24\s*h|24\s*hours|24\s*horas|open 24 hours|abierto 24 horas)$/i;
export const OPEN_24_CELL = "24h";

type OpenStatus = "OPEN" | "CLOSED_TEMPORARILY" | "CLOSED_PERMANENTLY";
/** A store's open status as its cell says it, in the sheet's language. */
const OPEN_STATUS_WORDS: Record<CellLanguage, Record<OpenStatus, string>> = {
  en: {
    OPEN: "open",
    CLOSED_TEMPORARILY: "temporarily closed",
    CLOSED_PERMANENTLY: "permanently closed",
  },
  es: {
    OPEN: "abierto",
    CLOSED_TEMPORARILY: "cerrado temporalmente",
    CLOSED_PERMANENTLY: "cerrado definitivamente",
  },
};
/** Either language's words, a store's feminine "abierta"/"cerrada", word order, or the API's code. */
const OPEN_STATUS_CELLS: [RegExp, OpenStatus][] = [
  [/^(open|abiert[oa])$/, "OPEN"],
  [
    /^(temporarily closed|closed temporarily|cerrad[oa] temporalmente|temporalmente cerrad[oa])$/,
    "CLOSED_TEMPORARILY",
  ],
  [
    /^(permanently closed|closed permanently|cerrad[oa] (definitivamente|permanentemente)|(definitivamente|permanentemente) cerrad[oa])$/,
    "CLOSED_PERMANENTLY",
  ],
];

/** An open status cell as the API's code, or null when it is not one. */
export function parseOpenStatus(cell: string): OpenStatus | null {
  const text = cell.trim();
  const code = text.toUpperCase().replace(/\s+/g, "_");
  if (code === "OPEN" || code === "CLOSED_TEMPORARILY" || code === "CLOSED_PERMANENTLY")
    return code;
  const words = text.toLowerCase().replace(/\s+/g, " ");
  return OPEN_STATUS_CELLS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** "9:00" → "09:00"; anything else is kept as written, for the hours rules to refuse. */
function normalTime(value: string): string {
  const match = /^(\d{1,2})[:.h](\d{2})$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : value.trim();
}

/** "09:00-13:00" → a line; null when the text is not two times joined by a dash. */
function parseRange(text: string): HourLine | null {
  const match = /^\s*([^\s–—-]+)\s*[-–—]\s*([^\s–—-]+)\s*$/.exec(text);
  return match ? { open: normalTime(match[1]!), close: normalTime(match[2]!) } : null;
}

export const formatRange = (line: HourLine) => `${line.open}-${line.close}`;

/** A day's hours as a cell: "09:00-13:00, 16:00-20:00", "closed" / "cerrado" or "24h". */
export function formatDayHours(day: DayHours, language: CellLanguage): string {
  if (day.mode === "closed") return CLOSED_WORDS[language];
  if (day.mode === "open24") return OPEN_24_CELL;
  return day.lines.map(formatRange).join(", ");
}

export type CellParse<T> = { ok: true; value: T } | { ok: false; message: string };

/** A day cell in either language; an empty cell is a closed day, as a form with no lines. */
export function parseDayHours(cell: string, day: DayHours["day"]): CellParse<DayHours> {
  const text = cell.trim();
  if (text === "" || CLOSED.test(text))
    return { ok: true, value: { day, mode: "closed", lines: [] } };
  if (OPEN_24.test(text)) return { ok: true, value: { day, mode: "open24", lines: [] } };
  const lines: HourLine[] = [];
  for (const part of text.split(/[,;]/)) {
    if (part.trim() === "") continue;
    const line = parseRange(part);
    if (!line) return { ok: false, message: "invalidHoursCell" };
    lines.push(line);
  }
  return { ok: true, value: { day, mode: "lines", lines } };
}

/** "2026-12-25 closed; 2026-12-31 09:00-14:00". */
export function formatSpecialDays(days: SpecialDay[], language: CellLanguage): string {
  return days
    .map((d) =>
      d.closed
        ? `${d.date} ${CLOSED_WORDS[language]}`
        : `${d.date} ${formatRange({ open: d.open!, close: d.close! })}`,
    )
    .join(LIST_SEPARATOR);
}

export function parseSpecialDays(cell: string): CellParse<SpecialDay[]> {
  const days: SpecialDay[] = [];
  for (const part of splitList(cell)) {
    const match = /^(\S+)\s+(.+)$/.exec(part);
    if (!match) return { ok: false, message: "invalidSpecialHoursCell" };
    const [, date, rest] = match;
    if (CLOSED.test(rest!.trim())) {
      days.push({ date: date!, closed: true });
      continue;
    }
    const line = parseRange(rest!);
    if (!line) return { ok: false, message: "invalidSpecialHoursCell" };
    days.push({ date: date!, closed: false, ...line });
  }
  return { ok: true, value: days };
}

/** "gcid:pharmacy (Pharmacy)": the id is what counts; the name is there to read. */
export function formatCategory(category: { name?: string; displayName?: string }): string {
  const id = (category.name ?? "").replace(/^categories\//, "");
  return category.displayName ? `${id} (${category.displayName})` : id;
}

/** Every "gcid:…" id of a cell, as the maps service names categories. */
export function parseCategories(cell: string): string[] {
  return [...cell.matchAll(/gcid:\w+/g)].map((m) => `categories/${m[0]}`);
}

// Spreadsheet formulas: a CSV cell starting with one of these runs as a formula when opened.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell that a spreadsheet would run is written behind a quote; a plain number is left alone. */
export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The quote guardFormula added is taken off again when the file comes back. */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

type Column = {
  key: ColumnKey;
  /** Null for the store code: the row's key, never sent. */
  group: PatchGroup | null;
  /** The listing's value as the cell shows it. */
  format: (location: Location, language: CellLanguage) => string;
  /** The text two cells are compared by: equal texts are the same value. */
  canonical?: (cell: string) => string;
};

const addressOf = (l: Location) => l.storefrontAddress;
const number = (value: number | undefined) => (value === undefined ? "" : String(value));
const canonicalNumber = (cell: string) => {
  const value = Number(cell.replace(",", "."));
  return cell.trim() === "" || Number.isNaN(value) ? cell.trim() : String(value);
};
const canonicalList = (cell: string) => splitList(cell).join(LIST_SEPARATOR);

function dayColumn(index: number): Column {
  const day = DAYS[index]!;
  return {
    key: `hours${DAY_KEYS[index]!}`,
    group: "regularHours",
    format: (l, language) => formatDayHours(fromPeriods(l.regularHours?.periods)[index]!, language),
    canonical: (cell) => {
      const parsed = parseDayHours(cell, day);
      return parsed.ok ? formatDayHours(parsed.value, "en") : cell.trim();
    },
  };
}

export const COLUMNS: readonly Column[] = [
  { key: "storeCode", group: null, format: (l) => l.storeCode ?? "" },
  { key: "title", group: "title", format: (l) => l.title ?? "" },
  {
    key: "primaryPhone",
    group: "phoneNumbers",
    format: (l) => l.phoneNumbers?.primaryPhone ?? "",
  },
  {
    key: "additionalPhones",
    group: "phoneNumbers",
    format: (l) => joinList(l.phoneNumbers?.additionalPhones),
    canonical: canonicalList,
  },
  { key: "websiteUri", group: "websiteUri", format: (l) => l.websiteUri ?? "" },
  {
    key: "primaryCategory",
    group: "categories",
    format: (l) =>
      l.categories?.primaryCategory ? formatCategory(l.categories.primaryCategory) : "",
    canonical: (cell) => parseCategories(cell).join(LIST_SEPARATOR) || cell.trim(),
  },
  {
    key: "additionalCategories",
    group: "categories",
    format: (l) => joinList(l.categories?.additionalCategories?.map(formatCategory)),
    canonical: (cell) => parseCategories(cell).join(LIST_SEPARATOR) || cell.trim(),
  },
  {
    key: "addressLines",
    group: "storefrontAddress",
    format: (l) => joinList(addressOf(l)?.addressLines),
    canonical: canonicalList,
  },
  { key: "locality", group: "storefrontAddress", format: (l) => addressOf(l)?.locality ?? "" },
  {
    key: "administrativeArea",
    group: "storefrontAddress",
    format: (l) => addressOf(l)?.administrativeArea ?? "",
  },
  {
    key: "postalCode",
    group: "storefrontAddress",
    format: (l) => addressOf(l)?.postalCode ?? "",
  },
  {
    key: "regionCode",
    group: "storefrontAddress",
    format: (l) => addressOf(l)?.regionCode ?? "",
    canonical: (cell) => cell.trim().toUpperCase(),
  },
  {
    key: "latitude",
    group: "latlng",
    format: (l) => number(l.latlng?.latitude),
    canonical: canonicalNumber,
  },
  {
    key: "longitude",
    group: "latlng",
    format: (l) => number(l.latlng?.longitude),
    canonical: canonicalNumber,
  },
  { key: "description", group: "profile", format: (l) => l.profile?.description ?? "" },
  { key: "labels", group: "labels", format: (l) => joinList(l.labels), canonical: canonicalList },
  {
    key: "openStatus",
    group: "openInfo",
    format: (l, language) => {
      const status = l.openInfo?.status as OpenStatus | undefined;
      return status && status in OPEN_STATUS_WORDS[language]
        ? OPEN_STATUS_WORDS[language][status]
        : (status ?? "");
    },
    canonical: (cell) => parseOpenStatus(cell) ?? cell.trim().toUpperCase(),
  },
  ...DAYS.map((_, index) => dayColumn(index)),
  {
    key: "specialHours",
    group: "specialHours",
    format: (l, language) =>
      formatSpecialDays(fromSpecialPeriods(l.specialHours?.specialHourPeriods), language),
    canonical: (cell) => {
      const parsed = parseSpecialDays(cell);
      return parsed.ok ? formatSpecialDays(parsed.value, "en") : cell.trim();
    },
  },
];

export const COLUMN_KEYS = COLUMNS.map((column) => column.key);
export const columnOf = (key: ColumnKey) => COLUMNS.find((column) => column.key === key)!;

/** The text a cell is compared by. */
export function canonicalCell(key: ColumnKey, cell: string): string {
  const column = columnOf(key);
  return column.canonical ? column.canonical(cell) : cell.trim();
}

/** A listing as one row of cells, in COLUMNS' order. */
export function formatRow(location: Location, language: CellLanguage): string[] {
  return COLUMNS.map((column) => column.format(location, language));
}

/** The day columns' keys, Monday first, as DAYS orders them. */
export const DAY_COLUMN_KEYS = DAY_KEYS.map((day) => `hours${day}` as ColumnKey);
