import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs } from "@/lib/db/schema";
import type { EditPayload } from "./apply-edit";
import { patchFields } from "./apply-edit";

export type LastEdit = {
  jobId: string;
  status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
  /** The edit waits for an ADMIN's approval (lib/approvals): nothing is sent yet. */
  held: boolean;
  error: string | null;
  errorDetail: string | null;
  fields: string[];
  updatedAt: Date;
};

export async function loadLastEdits(
  db: Db,
  { tenantId, locationIds }: { tenantId: string; locationIds: readonly string[] },
): Promise<Map<string, LastEdit>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([jobItems.locationId], {
      locationId: jobItems.locationId,
      jobId: jobItems.jobId,
      status: jobItems.status,
      error: jobItems.error,
      errorDetail: jobItems.errorDetail,
      payload: jobItems.payload,
      updatedAt: jobItems.updatedAt,
      jobStatus: jobs.status,
    })
    .from(jobItems)
    .innerJoin(jobs, and(eq(jobs.id, jobItems.jobId), eq(jobs.kind, "LOCATION_EDIT")))
    .where(
      and(
        eq(jobItems.tenantId, tenantId),
        sql`${jobItems.locationId} = any(${sql.param([...locationIds])}::uuid[])`,
      ),
    )
    .orderBy(jobItems.locationId, desc(jobItems.updatedAt));
  return new Map(
    rows.map((row) => [
      row.locationId!,
      {
        jobId: row.jobId,
        status: row.status,
        held: row.jobStatus === "AWAITING_APPROVAL",
        error: row.error,
        errorDetail: row.errorDetail,
        fields: patchFields((row.payload as EditPayload).patch ?? {}),
        updatedAt: row.updatedAt,
      },
    ]),
  );
}

export type LastChange = { fields: string[]; changedAt: Date };

/** The (tenant, store, updated_at) index is read backwards per store, so a page of 50 reads about
 * 50 entries however long the histories are. */
export async function loadLastChanges(
  db: Db,
  { tenantId, locationIds }: { tenantId: string; locationIds: readonly string[] },
): Promise<Map<string, LastChange>> {
  if (locationIds.length === 0) return new Map();
  const result = await db.execute(
    sql`select store.id as location_id, change.payload, change.updated_at
      from unnest(${sql.param([...locationIds])}::uuid[]) as store(id)
      cross join lateral (
        select item.payload, item.updated_at
        from job_items item join jobs job on job.id = item.job_id
        where item.tenant_id = ${tenantId} and item.location_id = store.id
          and item.status = 'DONE' and job.kind = 'LOCATION_EDIT'
        order by item.updated_at desc
        limit 1
      ) as change`,
  );
  type Row = { location_id: string; payload: EditPayload; updated_at: Date | string };
  const { rows } = result as unknown as { rows: Row[] };
  return new Map(
    rows.map((row) => [
      row.location_id,
      { fields: patchFields(row.payload.patch ?? {}), changedAt: new Date(row.updated_at) },
    ]),
  );
}
