// The one CSV writer of the app's downloads. Text a spreadsheet would run as a formula (OWASP "CSV
// injection") gets a leading apostrophe; a number written as text (-12.5) is data and stays. The
// patterns are plain regular expressions so PostgreSQL can apply them to exports it writes itself.

export const CSV_FORMULA_START = "^[=+@\t\r-]";
export const CSV_PLAIN_NUMBER = "^-?[0-9]+([.][0-9]+)?$";
export const CSV_NEEDS_QUOTES = '[",\r\n]|^\\s|\\s$';

const formulaStart = new RegExp(CSV_FORMULA_START);
const plainNumber = new RegExp(CSV_PLAIN_NUMBER);
const needsQuotes = new RegExp(CSV_NEEDS_QUOTES);

export type CsvValue = string | number | bigint | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value !== "string") return value instanceof Date ? value.toISOString() : String(value);
  const safe = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
