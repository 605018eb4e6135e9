import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, tenantImports } from "@/lib/db/schema";

export type ImportKind = "reviews" | "insights" | "qa";
export type ImportStatus = "RUNNING" | "DONE" | "FAILED";

export type ImportLocation = { id: string; googleId: string; account: string };

export async function tenantImportLocations(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<ImportLocation[]> {
  return db
    .select({ id: locations.id, googleId: locations.googleId, account: locations.account })
    .from(locations)
    .where(eq(locations.tenantId, tenantId))
    .orderBy(locations.locationName, locations.id);
}

// RUNNING while it works (the app shows the stores synchronising). Re-running is safe: every
// importer upserts.
export async function runImport(
  db: Db,
  { tenantId, kind, work }: { tenantId: string; kind: ImportKind; work: () => Promise<number> },
): Promise<number> {
  const started = { status: "RUNNING", itemCount: 0, startedAt: new Date(), finishedAt: null };
  await db
    .insert(tenantImports)
    .values({ tenantId, kind, ...started })
    .onConflictDoUpdate({ target: [tenantImports.tenantId, tenantImports.kind], set: started });
  const finish = (status: ImportStatus, itemCount: number) =>
    db
      .update(tenantImports)
      .set({ status, itemCount, finishedAt: new Date() })
      .where(and(eq(tenantImports.tenantId, tenantId), eq(tenantImports.kind, kind)));
  try {
    const items = await work();
    await finish("DONE", items);
    return items;
  } catch (error) {
    await finish("FAILED", 0);
    throw error;
  }
}

export async function importStatuses(
  db: Db,
  {
    tenantId,
    kinds = ["reviews", "insights", "qa"],
  }: { tenantId: string; kinds?: readonly ImportKind[] },
): Promise<Partial<Record<ImportKind, ImportStatus>>> {
  const rows = await db
    .select({ kind: tenantImports.kind, status: tenantImports.status })
    .from(tenantImports)
    .where(and(eq(tenantImports.tenantId, tenantId), inArray(tenantImports.kind, [...kinds])));
  return Object.fromEntries(rows.map((row) => [row.kind, row.status as ImportStatus]));
}

export function monthsBefore(now: Date, months: number): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/** `excluded.<column>` of an upsert, for the columns an import refreshes. */
export const excluded = (column: string) => sql.raw(`excluded.${column}`);
