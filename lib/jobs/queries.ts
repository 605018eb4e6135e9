import "server-only";
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs, locations, posts, tenants, users } from "@/lib/db/schema";
import type { JobKind } from "./kinds";
import { isStoreEditsKey, quotaKeyApi } from "@/lib/maps/quotas";
import { jobOutcome } from "./outcome";

type Scope = { tenantId: string; kinds: JobKind[] };
type Page = { limit: number; offset: number };

// Drizzle writes a column of the outer table without its table's name, which a subquery would read
// as its own table's column: the subqueries name the outer row in full.
const outer = {
  id: sql.raw(`"jobs"."id"`),
  tenantId: sql.raw(`"jobs"."tenant_id"`),
  createdBy: sql.raw(`"jobs"."created_by"`),
};

/**
 * What a job says it did besides its counts: who started it, the fields a store edit changes (its
 * items share one patch, so the first item's says it) and, for a planned post, when it goes out.
 */
const described = {
  job: jobs,
  startedBy: sql<string | null>`(select coalesce(
      nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})
    from ${users} where ${users.id} = ${outer.createdBy})`,
  fields: sql<string[] | null>`(select array(select jsonb_object_keys(ji.payload->'patch'))
    from ${jobItems} ji
    where ji.job_id = ${outer.id} and jsonb_typeof(ji.payload->'patch') = 'object'
    order by ji.id limit 1)`,
  scheduledFor: sql<string | null>`(select min(p.publish_at) from ${posts} p
    where p.job_id = ${outer.id} and p.tenant_id = ${outer.tenantId})`,
  timeZone: sql<string | null>`(select ${tenants.timeZone} from ${tenants}
    where ${tenants.id} = ${outer.tenantId})`,
};

type DescribedRow = {
  job: typeof jobs.$inferSelect;
  startedBy: string | null;
  fields: string[] | null;
  scheduledFor: string | Date | null;
  timeZone: string | null;
};

function toJob({ job, startedBy, fields, scheduledFor, timeZone }: DescribedRow) {
  const at = scheduledFor ? new Date(scheduledFor) : null;
  return {
    ...job,
    startedBy,
    fields: fields ?? [],
    scheduledFor: at,
    timeZone: timeZone ?? "UTC",
    outcome: jobOutcome({ ...job, scheduledFor: at }),
  };
}

export type DescribedJob = ReturnType<typeof toJob>;

/** One of the tenant's jobs, if its kind is one the caller may see. */
export async function getJob(db: Db, { tenantId, kinds, id }: Scope & { id: string }) {
  if (kinds.length === 0) return null;
  const [row] = await db
    .select(described)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.tenantId, tenantId), inArray(jobs.kind, kinds)));
  return row ? toJob(row) : null;
}

/** The tenant's jobs the caller may see, newest first, with the total. */
export async function listJobs(db: Db, { tenantId, kinds, limit, offset }: Scope & Page) {
  if (kinds.length === 0) return { items: [], total: 0 };
  const where = and(eq(jobs.tenantId, tenantId), inArray(jobs.kind, kinds));
  const rows = await db
    .select({ ...described, total: sql<number>`count(*) over ()::int` })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { items: rows.map(toJob), total: rows[0]!.total };
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
      storeCode: locations.storeCode,
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

/** A job row read elsewhere (a mutation's answer) with what it says it did, read once. */
export async function describeJob(db: Db, job: typeof jobs.$inferSelect): Promise<DescribedJob> {
  if ("outcome" in job) return job as DescribedJob;
  const [row] = await db
    .select(described)
    .from(jobs)
    .where(and(eq(jobs.id, job.id), eq(jobs.tenantId, job.tenantId)));
  return toJob(row ?? { job, startedBy: null, fields: null, scheduledFor: null, timeZone: null });
}

const WAIT_REASONS = {
  api: "API",
  share: "SHARE",
  lane: "LANE",
  tenantDay: "TENANT_DAY",
  projectDay: "PROJECT_DAY",
} as const;

/**
 * Why a job's pending items wait for the maps quotas (lib/jobs/quota-policy.ts): the reason of the
 * one expected to start first, and how many wait. Null while none waits. The job was found for the
 * caller's tenant; its items are read in that tenant only.
 */
export async function jobQuotaWait(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
  now = new Date(),
) {
  const [first] = await db
    .select({
      reason: jobItems.waitReason,
      until: jobItems.waitUntil,
      waiting: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobItems)
    .where(
      and(
        eq(jobItems.tenantId, tenantId),
        eq(jobItems.jobId, jobId),
        eq(jobItems.status, "PENDING"),
        gt(jobItems.waitUntil, now),
      ),
    )
    .orderBy(asc(jobItems.waitUntil))
    .limit(1);
  if (!first?.reason || !first.until) return null;
  const { kind, key, sharingWith } = first.reason;
  return {
    reason: kind === "api" && isStoreEditsKey(key) ? ("STORE_EDITS" as const) : WAIT_REASONS[kind],
    api: quotaKeyApi(key),
    sharingWith,
    expectedStart: first.until,
    waitingItems: first.waiting,
  };
}
