// The one CSV writer of the app's downloads (reports, marketing data, costs): RFC 4180 quoting,
// and text a spreadsheet would run as a formula (OWASP "CSV injection": a cell starting with =,
// +, -, @, a tab or a carriage return) gets a leading apostrophe so it stays text. A number
// written as text (-12.5) is data and stays as it is. The patterns are plain regular expressions
// that PostgreSQL reads the same way, for exports the database writes itself.

/** A cell starting like this is a formula to a spreadsheet. */
export const CSV_FORMULA_START = "^[=+@\t\r-]";
/** …unless it is a plain number. */
export const CSV_PLAIN_NUMBER = "^-?[0-9]+([.][0-9]+)?$";
/** A cell like this is quoted: a comma, a quote, a line break, or space at either end. */
export const CSV_NEEDS_QUOTES = '[",\r\n]|^\\s|\\s$';

const formulaStart = new RegExp(CSV_FORMULA_START);
const plainNumber = new RegExp(CSV_PLAIN_NUMBER);
const needsQuotes = new RegExp(CSV_NEEDS_QUOTES);

export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

/** One cell: empty for null, numbers as they are, dates as ISO-8601, text made safe and quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value !== "string") return value instanceof Date ? value.toISOString() : String(value);
  const safe = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, ended by CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
