import "server-only";
import { rm } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { sendStoreEdits } from "@/lib/approvals/gate";
import type { Db } from "@/lib/db/client";
import {
  storeImportChanges,
  storeImportErrors,
  storeImportPatches,
  storeImports,
} from "@/lib/db/schema";
import type { EditPayload } from "@/lib/stores/apply-edit";
import { checkSheet, type PendingError } from "./check";
import type { CellLanguage } from "./columns";
import { ImportFileError, ImportNotFoundError, NothingToApplyError } from "./errors";
import { sniffSheetFormat, SheetFormatError } from "./spreadsheet";

type Actor = { tenantId: string; userId: string };

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
