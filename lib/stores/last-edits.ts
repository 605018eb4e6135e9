import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs } from "@/lib/db/schema";
import type { EditPayload } from "./apply-edit";
import { patchFields } from "./apply-edit";

export type LastEdit = {
  jobId: string;
  status: "PENDING" | "RUNNING" | "DONE" | "FAILED";
  error: string | null;
  errorDetail: string | null;
  fields: string[];
  updatedAt: Date;
};

/** The newest edit of each of these stores of the tenant, in one query. */
export async function loadLastEdits(
  db: Db,
  tenantId: string,
  locationIds: readonly string[],
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
        error: row.error,
        errorDetail: row.errorDetail,
        fields: patchFields((row.payload as EditPayload).patch ?? {}),
        updatedAt: row.updatedAt,
      },
    ]),
  );
}
