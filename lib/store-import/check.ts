import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locationDetails, locations } from "@/lib/db/schema";
import type { Location } from "@/lib/maps/types";
import { locationFromRow } from "@/lib/stores/details";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { COLUMNS, formatRow, unguardFormula, type CellLanguage, type ColumnKey } from "./columns";
import { ImportFileError } from "./errors";
import {
  checkRow,
  headerColumns,
  IMPORT_BATCH_ROWS,
  IMPORT_MAX_ROWS,
  type CellChange,
} from "./rules";
import { readSheetRows, type SheetFormat } from "./spreadsheet";

/** Column names as the header row writes them, in each language. */
export const COLUMN_NAMES: Record<CellLanguage, Record<string, string>> = {
  en: en.storeImport.columns,
  es: es.storeImport.columns,
};

export type PendingError = {
  kind: "INVALID" | "UNKNOWN_CODE" | "DUPLICATE";
  row: number;
  field: ColumnKey | null;
  message: string;
  storeCode: string | null;
};
type PendingChange = CellChange & { row: number; storeCode: string; locationId: string };
type Found = { id: string; store: typeof locations.$inferSelect; location: Location | null };

async function storesByCode(db: Db, tenantId: string, codes: string[]) {
  if (codes.length === 0) return new Map<string, Found>();
  const rows = await db
    .select({ store: locations, location: locationDetails.location })
    .from(locations)
    .leftJoin(locationDetails, eq(locationDetails.locationId, locations.id))
    .where(
      and(
        eq(locations.tenantId, tenantId),
        sql`${locations.storeCode} = any(${sql.param(codes)}::text[])`,
      ),
    )
    .orderBy(locations.id);
  const found = new Map<string, Found>();
  for (const row of rows)
    if (!found.has(row.store.storeCode!))
      found.set(row.store.storeCode!, {
        id: row.store.id,
        store: row.store,
        location: row.location,
      });
  return found;
}

export type ImportSummary = {
  rows: number;
  changes: PendingChange[];
  patches: { locationId: string; patch: Record<string, unknown> }[];
  errors: PendingError[];
  unchangedRows: number;
  unchangedCells: number;
};

/**
 * Reads a sheet a batch of rows at a time and checks each row against its store's kept listing.
 * Only what the import records is kept: changes, patches and errors, never the file's rows.
 */
export async function checkSheet(
  db: Db,
  {
    tenantId,
    path,
    format,
    language,
  }: {
    tenantId: string;
    path: string;
    format: SheetFormat;
    language: CellLanguage;
  },
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    rows: 0,
    changes: [],
    patches: [],
    errors: [],
    unchangedRows: 0,
    unchangedCells: 0,
  };
  const seen = new Map<string, number>();
  let columns: (ColumnKey | null)[] | null = null;
  let batch: { row: number; cells: string[] }[] = [];

  const flush = async () => {
    const codeIndex = columns!.indexOf("storeCode");
    const codeOf = (cells: string[]) => unguardFormula(cells[codeIndex] ?? "").trim();
    const found = await storesByCode(db, tenantId, [
      ...new Set(batch.map((b) => codeOf(b.cells)).filter(Boolean)),
    ]);
    for (const { row, cells } of batch) {
      const code = codeOf(cells);
      const fail = (kind: PendingError["kind"], message: string) =>
        summary.errors.push({ kind, row, field: "storeCode", message, storeCode: code || null });
      if (!code) {
        fail("INVALID", "storeCodeRequired");
        continue;
      }
      if (seen.has(code)) {
        fail("DUPLICATE", "duplicateRow");
        continue;
      }
      seen.set(code, row);
      const store = found.get(code);
      if (!store) {
        fail("UNKNOWN_CODE", "unknownStoreCode");
        continue;
      }
      const location = store.location ?? locationFromRow(store.store);
      const formatted = new Map(
        formatRow(location, language).map((cell, i) => [COLUMNS[i]!.key, cell] as const),
      );
      const rowCells = new Map<ColumnKey, string>();
      columns!.forEach((key, i) => {
        if (key && key !== "storeCode") rowCells.set(key, unguardFormula(cells[i] ?? ""));
      });
      const result = checkRow(rowCells, location, formatted);
      summary.unchangedCells += result.unchangedCells;
      for (const issue of result.issues)
        summary.errors.push({
          kind: "INVALID",
          row,
          field: issue.column,
          message: issue.message,
          storeCode: code,
        });
      for (const change of result.changes)
        summary.changes.push({ ...change, row, storeCode: code, locationId: store.id });
      if (result.patch) summary.patches.push({ locationId: store.id, patch: result.patch });
      else if (result.issues.length === 0) summary.unchangedRows++;
    }
    batch = [];
  };

  // Rows are named as the spreadsheet numbers them (the header is row 1), so an error's row is
  // the one the user finds in the file.
  let sheetRow = 0;
  for await (const cells of readSheetRows(path, format)) {
    sheetRow++;
    if (!columns) {
      columns = headerColumns(cells, COLUMN_NAMES);
      if (!columns.includes("storeCode")) throw new ImportFileError("noStoreCode");
      continue;
    }
    if (cells.every((cell) => cell.trim() === "")) continue;
    summary.rows++;
    if (summary.rows > IMPORT_MAX_ROWS) throw new ImportFileError("tooManyRows");
    batch.push({ row: sheetRow, cells });
    if (batch.length >= IMPORT_BATCH_ROWS) await flush();
  }
  if (!columns || summary.rows === 0) throw new ImportFileError("empty");
  if (batch.length) await flush();
  return summary;
}
