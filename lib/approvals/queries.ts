import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { qualified } from "@/lib/db/qualified";
import {
  approvalRules,
  jobItems,
  jobs,
  locationDetails,
  locations,
  roles,
  storeEditApprovals,
  userRoles,
  users,
} from "@/lib/db/schema";
import { patchDiff, type FieldChange } from "./diff";
import type { STORE_EDIT_SOURCES } from "./schema";

export type StoreEditSource = (typeof STORE_EDIT_SOURCES)[number];

/** Built-in roles that never wait for approval, whatever the rule says. */
export const NEVER_HELD_ROLES = ["ADMIN", "Super Admin"] as const;

/** The role names a role counts as: its own for a built-in one, its grants for a custom one. */
const grantsOf = sql`case when ${roles.tenantId} is null then array[${roles.name}] else ${roles.grants} end`;

/**
 * Whether the user's store edits wait for an ADMIN: they hold a role the tenant's rule names and
 * are not an ADMIN (nor a Super Admin, nor hold a custom role granting either). One statement.
 */
export async function editsNeedApproval(
  db: Db,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<boolean> {
  const [row] = await db
    .select({
      held: sql<boolean>`exists (
        select 1 from ${approvalRules} r join ${userRoles} ur on ur.role_id = any(r.role_ids)
        where r.tenant_id = ${tenantId} and ur.user_id = ${userId}
      ) and not exists (
        select 1 from ${userRoles} ur join ${roles} on ${roles.id} = ur.role_id
        where ur.user_id = ${userId}
          and (${grantsOf}) && ${sql.param([...NEVER_HELD_ROLES])}::text[]
      )`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return Boolean(row?.held);
}

/** The roles the rule may name: the tenant's roles (built-in assignable and custom) but ADMIN. */
export async function ruleRoleOptions(db: Db, { tenantId }: { tenantId: string }) {
  const [rule] = await db
    .select({ roleIds: approvalRules.roleIds, updatedAt: approvalRules.updatedAt })
    .from(approvalRules)
    .where(eq(approvalRules.tenantId, tenantId));
  return { roleIds: rule?.roleIds ?? [], updatedAt: rule?.updatedAt ?? null };
}

export type PendingApprovalRow = {
  id: string;
  source: StoreEditSource;
  status: "PENDING" | "APPROVED" | "REJECTED";
  reason: string | null;
  createdAt: Date;
  author: string | null;
  authorId: string | null;
  storeCount: number;
  fields: string[];
};

const approvalColumns = {
  id: storeEditApprovals.jobId,
  source: sql<StoreEditSource>`${storeEditApprovals.source}`,
  status: storeEditApprovals.status,
  reason: storeEditApprovals.reason,
  createdAt: storeEditApprovals.createdAt,
  authorId: jobs.createdBy,
  author: sql<string | null>`(select coalesce(
      nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})
    from ${users} where ${users.id} = ${qualified(jobs.createdBy)})`,
  storeCount: jobs.total,
  fields: sql<string[] | null>`(select array(select jsonb_object_keys(
      coalesce(ji.payload->'patch', ji.payload->'location')))
    from ${jobItems} ji
    where ji.job_id = ${qualified(jobs.id)}
      and jsonb_typeof(coalesce(ji.payload->'patch', ji.payload->'location')) = 'object'
    order by ji.id limit 1)`,
};

const toRow = (row: Omit<PendingApprovalRow, "fields"> & { fields: string[] | null }) => ({
  ...row,
  createdAt: new Date(row.createdAt),
  fields: [...(row.fields ?? [])].sort(),
});

/** The tenant's held edits still waiting, oldest first (the queue's order), paged in SQL. */
export async function listPendingApprovals(
  db: Db,
  {
    tenantId,
    limit,
    offset,
    source,
  }: { tenantId: string; limit: number; offset: number; source?: StoreEditSource },
): Promise<{ items: PendingApprovalRow[]; total: number }> {
  const where = and(
    eq(storeEditApprovals.tenantId, tenantId),
    eq(storeEditApprovals.status, "PENDING"),
    source ? eq(storeEditApprovals.source, source) : undefined,
  );
  const rows = await db
    .select({ ...approvalColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(storeEditApprovals)
    .innerJoin(jobs, eq(jobs.id, storeEditApprovals.jobId))
    .where(where)
    .orderBy(storeEditApprovals.createdAt, storeEditApprovals.jobId)
    .limit(limit)
    .offset(offset);
  if (rows.length) return { items: rows.map(toRow), total: rows[0]!.total };
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(storeEditApprovals)
    .where(where);
  return { items: [], total: count?.n ?? 0 };
}

/** One held edit of the tenant, whatever its decision; null for another tenant's id. */
export async function getApproval(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<PendingApprovalRow | null> {
  const [row] = await db
    .select(approvalColumns)
    .from(storeEditApprovals)
    .innerJoin(jobs, eq(jobs.id, storeEditApprovals.jobId))
    .where(and(eq(storeEditApprovals.jobId, id), eq(storeEditApprovals.tenantId, tenantId)))
    .orderBy(desc(storeEditApprovals.createdAt));
  return row ? toRow(row) : null;
}

export type ApprovalStore = {
  locationId: string;
  locationName: string;
  storeCode: string | null;
  changes: FieldChange[];
};

/**
 * Each held edit's stores (a page of them per edit, by its items' order) with the diff of each
 * field: one statement for any number of edits, so a page of the queue reads its diffs at once.
 */
export async function loadApprovalStores(
  db: Db,
  {
    tenantId,
    jobIds,
    limit,
    offset,
    locale,
  }: {
    tenantId: string;
    jobIds: readonly string[];
    limit: number;
    offset: number;
    locale: string;
  },
): Promise<Map<string, { items: ApprovalStore[]; total: number }>> {
  const result = new Map<string, { items: ApprovalStore[]; total: number }>(
    jobIds.map((id) => [id, { items: [], total: 0 }]),
  );
  if (jobIds.length === 0) return result;
  const ranked = db
    .select({
      jobId: jobItems.jobId,
      locationId: jobItems.locationId,
      payload: jobItems.payload,
      n: sql<number>`row_number() over (partition by ${jobItems.jobId} order by ${jobItems.id})`.as(
        "n",
      ),
      total: sql<number>`count(*) over (partition by ${jobItems.jobId})`.as("total"),
    })
    .from(jobItems)
    .where(
      and(
        eq(jobItems.tenantId, tenantId),
        sql`${jobItems.jobId} = any(${sql.param([...jobIds])}::uuid[])`,
      ),
    )
    .as("ranked");
  const rows = await db
    .select({
      jobId: ranked.jobId,
      locationId: ranked.locationId,
      payload: ranked.payload,
      total: ranked.total,
      locationName: locations.locationName,
      storeCode: locations.storeCode,
      stored: {
        location: locationDetails.location,
        attributes: locationDetails.attributes,
        placeActionLinks: locationDetails.placeActionLinks,
      },
    })
    .from(ranked)
    .leftJoin(locations, and(eq(locations.id, ranked.locationId), eq(locations.tenantId, tenantId)))
    .leftJoin(
      locationDetails,
      and(
        eq(locationDetails.locationId, ranked.locationId),
        eq(locationDetails.tenantId, tenantId),
      ),
    )
    .where(sql`${ranked.n} > ${offset} and ${ranked.n} <= ${offset + limit}`)
    .orderBy(ranked.jobId, ranked.n);
  for (const row of rows) {
    const entry = result.get(row.jobId)!;
    entry.total = Number(row.total);
    // A store edit's patch, or a new store's whole listing.
    const payload = row.payload as {
      patch?: Record<string, unknown>;
      location?: Record<string, unknown>;
    };
    const patch = payload.patch ?? payload.location ?? {};
    entry.items.push({
      locationId: row.locationId ?? "",
      locationName: row.locationName ?? "",
      storeCode: row.storeCode ?? null,
      changes: patchDiff(patch, row.stored?.location ? (row.stored as never) : null, locale),
    });
  }
  // An edit whose page starts past its last store still says how many it has.
  const short = jobIds.filter((id) => result.get(id)!.items.length === 0);
  if (short.length) {
    const counts = await db
      .select({ jobId: jobs.id, total: jobs.total })
      .from(jobs)
      .where(and(eq(jobs.tenantId, tenantId), sql`${jobs.id} = any(${sql.param(short)}::uuid[])`));
    for (const count of counts) result.get(count.jobId)!.total = count.total;
  }
  return result;
}
