import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { extractRows, tenants } from "@/lib/db/schema";

// The schema's name comes from ours (tenant name and id), never from input, and is still quoted.

/** export_<tenant name>_<first 8 of its id>: readable, and unique even for look-alike names. */
export function exportSchemaName(tenant: { id: string; name: string }): string {
  const slug = tenant.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
  return `export_${slug ? `${slug}_` : ""}${tenant.id.replace(/-/g, "").slice(0, 8)}`;
}

export async function tenantExportSchema(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<string> {
  const [tenant] = await db
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error("No such tenant");
  return exportSchemaName(tenant);
}

export async function ensureExportTable(db: Db, schema: string) {
  const table = sql`${sql.identifier(schema)}.extract_rows`;
  await db.execute(sql`create schema if not exists ${sql.identifier(schema)}`);
  await db.execute(sql`
    create table if not exists ${table} (
      job_id uuid not null,
      location_id uuid not null,
      store_code text,
      store_name text not null,
      day date not null,
      metric text not null,
      value bigint not null,
      primary key (job_id, location_id, metric, day)
    )`);
  return table;
}

export async function loadIntoPostgres(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
): Promise<number> {
  const table = await ensureExportTable(db, await tenantExportSchema(db, { tenantId }));
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${table} where job_id = ${jobId}`);
    const result = await tx.execute(sql`
      insert into ${table} (job_id, location_id, store_code, store_name, day, metric, value)
      select ${extractRows.jobId}, ${extractRows.locationId}, ${extractRows.storeCode},
        ${extractRows.storeName}, ${extractRows.day}, ${extractRows.metric}, ${extractRows.value}
      from ${extractRows}
      where ${extractRows.jobId} = ${jobId} and ${extractRows.tenantId} = ${tenantId}`);
    return affected(result);
  });
}

export function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
