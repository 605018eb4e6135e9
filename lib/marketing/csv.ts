// CSV lines (RFC 4180) for the exports and downloads; a cell starting with a formula sign is
// quoted with a leading apostrophe so a spreadsheet does not run it.

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(cell).join(",")}\r\n`;
}
