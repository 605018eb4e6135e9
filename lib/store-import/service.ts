import "server-only";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { sendStoreEdits } from "@/lib/approvals/gate";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import {
  locationDetails,
  locations,
  storeImportChanges,
  storeImportErrors,
  storeImportPatches,
  storeImports,
} from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import type { Location } from "@/lib/maps/types";
import { locationFromRow, loadDetails } from "@/lib/stores/details";
import type { EditPayload } from "@/lib/stores/apply-edit";
import { listLocations } from "@/lib/stores/queries";
import type { ListLocationsInput } from "@/lib/validation/locations";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  COLUMNS,
  formatRow,
  guardFormula,
  unguardFormula,
  type CellLanguage,
  type ColumnKey,
} from "./columns";
import {
  checkRow,
  headerColumns,
  IMPORT_BATCH_ROWS,
  IMPORT_MAX_ROWS,
  type CellChange,
} from "./rules";
import {
  readSheetRows,
  sniffSheetFormat,
  SheetFormatError,
  writeSheet,
  type SheetFormat,
} from "./spreadsheet";

/** Column names as the header row writes them, in each language. */
export const COLUMN_NAMES: Record<CellLanguage, Record<string, string>> = {
  en: en.storeImport.columns,
  es: es.storeImport.columns,
};

/** A file the import refuses whole; `code` is a key of storeImport.fileErrors. */
export class ImportFileError extends Error {
  constructor(
    readonly code: "wrongType" | "tooLarge" | "tooManyRows" | "noStoreCode" | "empty" | "noFile",
    readonly status = 400,
  ) {
    super(`Import refused: ${code}`);
    this.name = "ImportFileError";
  }
}

export class ImportNotFoundError extends Error {
  constructor() {
    super("No such import");
    this.name = "ImportNotFoundError";
  }
}

export class NothingToApplyError extends Error {
  constructor() {
    super("The import has no change to send");
    this.name = "NothingToApplyError";
  }
}

type Actor = { tenantId: string; userId: string };
type Selection = { filter: ListLocationsInput; workspace?: ListWorkspace };

/** The header row, then a row per store the list's filters match, a page at a time. */
async function* exportRows(
  db: Db,
  {
    tenantId,
    selection,
    language,
    format,
  }: { tenantId: string; selection: Selection; language: CellLanguage; format: SheetFormat },
): AsyncGenerator<string[]> {
  const names = COLUMN_NAMES[language];
  yield COLUMNS.map((column) => names[column.key] ?? column.key);
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await listLocations(db, {
      ...selection.filter,
      tenantId,
      workspace: selection.workspace,
      limit: MAX_PAGE_SIZE,
      offset,
      withTotal: false,
    });
    const details = await loadDetails(db, { tenantId, ids: page.items.map((store) => store.id) });
    for (const store of page.items) {
      const kept = details.get(store.id)?.location;
      const location: Location = {
        ...(kept ?? locationFromRow(store as typeof locations.$inferSelect)),
        storeCode: store.storeCode ?? undefined,
      };
      const cells = formatRow(location, language);
      // XLSX cells are typed text and never run; a CSV opened in a spreadsheet would.
      yield format === "CSV" ? cells.map(guardFormula) : cells;
    }
    if (page.items.length < MAX_PAGE_SIZE) return;
  }
}

/** The filtered store list as a sheet, streamed as it is read. */
export function exportStores(
  db: Db,
  input: { tenantId: string; selection: Selection; language: CellLanguage; format: SheetFormat },
): Readable {
  const sheetName = COLUMN_NAMES[input.language].sheet ?? "Stores";
  return writeSheet(input.format, exportRows(db, input), sheetName);
}

type PendingError = {
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

const INSERT_CHUNK = 1000;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await insert(rows.slice(start, start + INSERT_CHUNK));
}

/**
 * A received sheet checked and kept as an import to preview; nothing reaches the maps service
 * until it is applied. The file is removed once read.
 */
export async function importStoreFile(
  db: Db,
  {
    tenantId,
    userId,
    path,
    fileName,
    language,
  }: Actor & { path: string; fileName: string; language: CellLanguage },
): Promise<{ id: string }> {
  try {
    const format = await sniffSheetFormat(path, fileName).catch((error) => {
      throw error instanceof SheetFormatError ? new ImportFileError("wrongType") : error;
    });
    const summary = await checkSheet(db, { tenantId, path, format, language }).catch((error) => {
      if (error instanceof ImportFileError) throw error;
      // A zip that is not a workbook, a CSV with a stray quote: the file, not the server.
      if (error instanceof Error && !("code" in error && String(error.code).startsWith("2")))
        throw new ImportFileError("wrongType");
      throw error;
    });
    const count = (kind: PendingError["kind"]) =>
      summary.errors.filter((error) => error.kind === kind).length;
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(storeImports)
        .values({
          tenantId,
          userId,
          fileName: fileName.slice(0, 255),
          format,
          rows: summary.rows,
          changedStores: summary.patches.length,
          changes: summary.changes.length,
          errors: count("INVALID"),
          unknownCodes: count("UNKNOWN_CODE"),
          duplicates: count("DUPLICATE"),
          unchangedRows: summary.unchangedRows,
          unchangedCells: summary.unchangedCells,
        })
        .returning({ id: storeImports.id });
      const importId = created!.id;
      await insertChunks(summary.changes, (chunk) =>
        tx.insert(storeImportChanges).values(
          chunk.map((change) => ({
            importId,
            tenantId,
            locationId: change.locationId,
            row: change.row,
            storeCode: change.storeCode,
            field: change.column,
            oldValue: change.old,
            newValue: change.new,
          })),
        ),
      );
      await insertChunks(summary.patches, (chunk) =>
        tx
          .insert(storeImportPatches)
          .values(chunk.map((patch) => ({ importId, tenantId, ...patch }))),
      );
      await insertChunks(summary.errors, (chunk) =>
        tx
          .insert(storeImportErrors)
          .values(chunk.map((error) => ({ importId, tenantId, ...error }))),
      );
      return { id: importId };
    });
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * The import's patches as one LOCATION_EDIT job (an item per store, only its changed fields),
 * through the store edits' gate. Applying again answers the same job: nothing is sent twice.
 */
export async function applyStoreImport(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, id }: Actor & { id: string },
): Promise<{ jobId: string; held: boolean }> {
  const [claimed] = await db
    .update(storeImports)
    .set({ status: "APPLYING" })
    .where(
      and(
        eq(storeImports.tenantId, tenantId),
        eq(storeImports.id, id),
        eq(storeImports.status, "READY"),
      ),
    )
    .returning({ id: storeImports.id });
  if (!claimed) {
    const [row] = await db
      .select({ jobId: storeImports.jobId, status: storeImports.status })
      .from(storeImports)
      .where(and(eq(storeImports.tenantId, tenantId), eq(storeImports.id, id)));
    if (!row) throw new ImportNotFoundError();
    if (row.jobId) return { jobId: row.jobId, held: false };
    throw new NothingToApplyError();
  }
  try {
    const patches = await db
      .select({ locationId: storeImportPatches.locationId, patch: storeImportPatches.patch })
      .from(storeImportPatches)
      .where(and(eq(storeImportPatches.tenantId, tenantId), eq(storeImportPatches.importId, id)));
    if (patches.length === 0) throw new NothingToApplyError();
    const sent = await sendStoreEdits(db, queue, {
      tenantId,
      userId,
      kind: "LOCATION_EDIT",
      source: "IMPORT",
      items: patches.map(({ locationId, patch }) => ({
        locationId,
        payload: { patch } as EditPayload as Record<string, unknown>,
      })),
    });
    await db
      .update(storeImports)
      .set({ status: "APPLIED", jobId: sent.jobId, appliedAt: new Date() })
      .where(and(eq(storeImports.tenantId, tenantId), eq(storeImports.id, id)));
    return sent;
  } catch (error) {
    await db
      .update(storeImports)
      .set({ status: "READY" })
      .where(and(eq(storeImports.tenantId, tenantId), eq(storeImports.id, id)));
    throw error;
  }
}
