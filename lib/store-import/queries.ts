import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { storeImportChanges, storeImportErrors, storeImports } from "@/lib/db/schema";

export type StoreImportRow = typeof storeImports.$inferSelect;

export async function getStoreImport(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<StoreImportRow | null> {
  const [row] = await db
    .select()
    .from(storeImports)
    .where(and(eq(storeImports.tenantId, tenantId), eq(storeImports.id, id)));
  return row ?? null;
}

type Page = { tenantId: string; importId: string; limit: number; offset: number };

/** Changed cells in the file's order: per store (row), then column. */
export async function listImportChanges(db: Db, { tenantId, importId, limit, offset }: Page) {
  return db
    .select({
      row: storeImportChanges.row,
      storeCode: storeImportChanges.storeCode,
      locationId: storeImportChanges.locationId,
      field: storeImportChanges.field,
      old: storeImportChanges.oldValue,
      new: storeImportChanges.newValue,
    })
    .from(storeImportChanges)
    .where(
      and(eq(storeImportChanges.tenantId, tenantId), eq(storeImportChanges.importId, importId)),
    )
    .orderBy(asc(storeImportChanges.row), asc(storeImportChanges.field), asc(storeImportChanges.id))
    .limit(limit)
    .offset(offset);
}

export async function listImportErrors(db: Db, { tenantId, importId, limit, offset }: Page) {
  return db
    .select({
      row: storeImportErrors.row,
      kind: storeImportErrors.kind,
      field: storeImportErrors.field,
      message: storeImportErrors.message,
      storeCode: storeImportErrors.storeCode,
    })
    .from(storeImportErrors)
    .where(and(eq(storeImportErrors.tenantId, tenantId), eq(storeImportErrors.importId, importId)))
    .orderBy(asc(storeImportErrors.row), sql`${storeImportErrors.field} nulls first`)
    .limit(limit)
    .offset(offset);
}

/** Errors counted by kind, for the preview's totals. */
export async function countImportErrors(
  db: Db,
  { tenantId, importId }: { tenantId: string; importId: string },
) {
  const rows = await db
    .select({ kind: storeImportErrors.kind, count: sql<number>`count(*)::int` })
    .from(storeImportErrors)
    .where(and(eq(storeImportErrors.tenantId, tenantId), eq(storeImportErrors.importId, importId)))
    .groupBy(storeImportErrors.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.count)]));
}
