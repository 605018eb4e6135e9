import "server-only";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { PassThrough, Readable } from "node:stream";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";

// Row by row, both ways: a sheet is never held whole. CSV per RFC 4180 with a UTF-8 BOM (Excel
// then reads accents right); XLSX through exceljs' streaming reader and writer.

export type SheetFormat = "CSV" | "XLSX";

export class SheetFormatError extends Error {
  constructor() {
    super("Not a CSV or XLSX file");
    this.name = "SheetFormatError";
  }
}

/** From the file's first bytes: a zip is XLSX; UTF-8 text without NUL bytes is CSV. */
export async function sniffSheetFormat(path: string, fileName: string): Promise<SheetFormat> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    const zip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
    if (zip && /\.xlsx$/i.test(fileName)) return "XLSX";
    if (zip || !/\.(csv|txt)$/i.test(fileName) || bytes.includes(0)) throw new SheetFormatError();
    // A cut multi-byte character at the end of the sample is fine; anything else is not text.
    const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    if (text.slice(0, -4).includes("\uFFFD")) throw new SheetFormatError();
    return "CSV";
  } finally {
    await handle.close();
  }
}

/** A cell of exceljs as text: numbers, rich text, links and dates alike. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { text?: unknown; richText?: { text: string }[]; result?: unknown };
    if (v.richText) return v.richText.map((part) => part.text).join("");
    if (typeof v.text === "string") return v.text;
    if (v.result !== undefined) return cellText(v.result);
  }
  return "";
}

/** The first sheet's rows as texts, the header row first. */
export async function* readSheetRows(path: string, format: SheetFormat): AsyncGenerator<string[]> {
  if (format === "CSV") {
    const parser = createReadStream(path).pipe(
      parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
    );
    for await (const record of parser as AsyncIterable<string[]>) yield record;
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // row.values is 1-based, with holes for empty cells.
      const values = (row as unknown as { values: unknown[] }).values;
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
      yield cells;
    }
    return;
  }
}

/** RFC 4180: quoted when it holds a quote, comma or line break; CRLF between records. */
export function csvRecord(cells: readonly string[]): string {
  return (
    cells
      .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
      .join(",") + "\r\n"
  );
}

/**
 * A sheet written as rows come: `rows` yields them (header first); the stream pulls as the
 * download is read.
 */
export function writeSheet(
  format: SheetFormat,
  rows: AsyncIterable<string[]>,
  sheetName: string,
): Readable {
  if (format === "CSV") {
    return Readable.from(
      (async function* () {
        yield Buffer.from("\uFEFF");
        for await (const row of rows) yield Buffer.from(csvRecord(row));
      })(),
    );
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    try {
      for await (const row of rows) {
        sheet.addRow(row).commit();
        // Wait for the reader when the zip's buffer is full.
        if (out.writableNeedDrain) await new Promise((resolve) => out.once("drain", resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
