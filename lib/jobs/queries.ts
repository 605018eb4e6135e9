import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs, locations } from "@/lib/db/schema";
import type { JobKind } from "./kinds";

type Scope = { tenantId: string; kinds: JobKind[] };
type Page = { limit: number; offset: number };

/** One of the tenant's jobs, if its kind is one the caller may see. */
export async function getJob(db: Db, { tenantId, kinds, id }: Scope & { id: string }) {
  if (kinds.length === 0) return null;
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, tenantId), inArray(jobs.kind, kinds)));
  return job ?? null;
}

/** The tenant's jobs the caller may see, newest first, with the total. */
export async function listJobs(db: Db, { tenantId, kinds, limit, offset }: Scope & Page) {
  if (kinds.length === 0) return { items: [], total: 0 };
  const where = and(eq(jobs.tenantId, tenantId), inArray(jobs.kind, kinds));
  const rows = await db
    .select({ job: jobs, total: sql<number>`count(*) over ()::int` })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { items: rows.map((row) => row.job), total: rows[0]!.total };
  const [row] = await db.select({ n: count() }).from(jobs).where(where);
  return { items: [], total: row?.n ?? 0 };
}

/**
 * The store an item works on: the one it names, or for items planned ahead, which name none so as
 * not to hold up the store's other edits (a post planned for Friday), the one its payload names.
 */
const itemStore = sql`coalesce(${jobItems.locationId}, case
  when ${jobItems.payload}->>'locationId' ~ '^[0-9a-fA-F-]{36}$'
  then (${jobItems.payload}->>'locationId')::uuid end)`;

/** A job's items with their store's name, failed first, then in order. */
export async function listJobItems(
  db: Db,
  {
    tenantId,
    jobId,
    status,
    limit,
    offset,
  }: { tenantId: string; jobId: string; status?: "PENDING" | "RUNNING" | "DONE" | "FAILED" } & Page,
) {
  return db
    .select({
      id: jobItems.id,
      locationId: sql<string | null>`${itemStore}`,
      locationName: locations.locationName,
      status: jobItems.status,
      error: jobItems.error,
      errorDetail: jobItems.errorDetail,
      attempts: jobItems.attempts,
      updatedAt: jobItems.updatedAt,
    })
    .from(jobItems)
    .leftJoin(locations, and(eq(locations.id, itemStore), eq(locations.tenantId, tenantId)))
    .where(
      and(
        eq(jobItems.jobId, jobId),
        eq(jobItems.tenantId, tenantId),
        status ? eq(jobItems.status, status) : undefined,
      ),
    )
    .orderBy(sql`${jobItems.status} = 'FAILED' desc`, jobItems.id)
    .limit(limit)
    .offset(offset);
}
