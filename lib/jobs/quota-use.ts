import "server-only";
import { eq, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/list-query";
import { num, rowsOf } from "@/lib/db/rows";
import { tenants } from "@/lib/db/schema";
import { firstMapsProject, mapsProjects, tenantMapsProject } from "@/lib/maps/projects";
import { apiQuotaKeyParts, quotaWindows } from "@/lib/maps/quotas";
import { isLane, type Lane } from "./lanes";
import { backgroundShares } from "./quota-projects";

// What the shared maps quotas were used for, for the Super Admin: each API's units per lane over
// the last hour and day, each project's background share, and each tenant's updates of the day
// against its own cap, with its weight and project.

export type ApiLaneUse = {
  project: string;
  family: string;
  lane: Lane;
  lastHour: number;
  lastDay: number;
};

export type TenantQuotaUse = {
  tenantId: string;
  name: string;
  updatesToday: number;
  dailyCap: number | null;
  /** The maps project the tenant's calls use. */
  project: string;
  /** That project's updates a day: the most the tenant's daily cap may be. */
  projectUpdatesPerDay: number;
  /** The id it names that is no longer configured (it then uses the first project); else null. */
  missingProject: string | null;
  /** Its users' live maps links: they must link again when the project changes. */
  linkedAccounts: number;
  /** Its weight in the fair share (lib/maps/weight.ts). */
  weight: number;
  /** False: disabled; it runs no jobs, but its cap and weight stay for when it is enabled again. */
  active: boolean;
};

export type ProjectQuotas = {
  id: string;
  requestsPerMinute: number;
  updatesPerDay: number;
  /** The most of its minute background work may use, in percent. */
  backgroundSharePercent: number;
  /** False while no admin has set the share (the default applies). */
  backgroundShareSet: boolean;
};

export type MapsQuotaUse = {
  /** The first project's, as before there were several. */
  requestsPerMinute: number;
  updatesPerDay: number;
  /** Every configured project, the first (the default) first. */
  projects: ProjectQuotas[];
  apis: ApiLaneUse[];
  tenants: TenantQuotaUse[];
};

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
/**
 * The keys that start with `prefix`, as a range the (key, taken_at) index serves; `like` would
 * not use it under a non-C collation. ";" sorts right after ":".
 */
const keysOf = (prefix: "api" | "day") => sql`key >= ${`${prefix}:`} and key < ${`${prefix};`}`;

/** Per API key (`api:<project>:<family>`) and lane, the units of the last hour and day. */
async function listApiUse(db: Db, now: number): Promise<ApiLaneUse[]> {
  const { dayMs, minuteMs } = quotaWindows();
  const rows = rowsOf<{ key: string; lane: string; last_hour: unknown; last_day: unknown }>(
    await db.execute(sql`
      select key, lane, count(*) filter (where taken_at > ${at(now - 60 * minuteMs)}) as last_hour,
        count(*) as last_day
      from maps_quota_takes where ${keysOf("api")} and taken_at > ${at(now - dayMs)}
      group by key, lane order by key, lane`),
  );
  return rows.flatMap((row) => {
    const parts = apiQuotaKeyParts(row.key);
    if (!parts || !isLane(row.lane)) return [];
    const { lane } = row;
    return [{ ...parts, lane, lastHour: num(row.last_hour), lastDay: num(row.last_day) }];
  });
}

/** Which tenants a read of their use lists: one, a page of a filter, or those worth showing. */
type TenantUseFilter =
  { tenantId: string } | { search?: string; disabled: boolean; limit: number; offset: number };

/**
 * Tenants with their updates in today's window of the day keys (the fixed window takeQuotas
 * counts, not the last 24 hours), cap, weight and project, by name; the total in the same
 * statement. Without a filter: those with updates today, a cap or a project set (every tenant
 * when there are several projects to assign them to).
 */
async function readTenantUse(
  db: Db,
  now: number,
  filter?: TenantUseFilter,
): Promise<{ items: TenantQuotaUse[]; total: number }> {
  const { dayMs } = quotaWindows();
  const dayStart = Math.floor(now / dayMs) * dayMs;
  const which = filter
    ? "tenantId" in filter
      ? sql`t.id = ${filter.tenantId}`
      : sql`t.status = ${filter.disabled ? "DISABLE" : "ACTIVE"}
          ${filter.search ? sql`and t.name ilike ${`%${escapeLike(filter.search)}%`}` : sql``}`
    : mapsProjects().length > 1
      ? sql`true`
      : // With one project, a tenant named to another (no longer configured) shows, to say so.
        sql`(u.updates is not null or t.maps_daily_cap is not null
          or coalesce(t.maps_project <> ${firstMapsProject().id}, false))`;
  const page =
    filter && "limit" in filter ? sql`limit ${filter.limit} offset ${filter.offset}` : sql``;
  const rows = rowsOf<Record<string, unknown> & { id: string; name: string }>(
    await db.execute(sql`
      select t.id, t.name, u.updates, t.maps_daily_cap as cap, t.maps_project as project,
        t.maps_weight as weight, t.status,
        (select count(*) from maps_credentials c join users cu on cu.id = c.user_id
          where cu.tenant_id = t.id and (c.refresh_token is not null or c.expires_at > now()))
          as linked,
        count(*) over () as total
      from tenants t left join (
        select tenant_id, count(*) as updates from maps_quota_takes
        where ${keysOf("day")} and taken_at >= ${at(dayStart)} and tenant_id is not null
        group by tenant_id
      ) u on u.tenant_id = t.id
      where ${which} order by t.name, t.id ${page}`),
  );
  const items = rows.map((row) => {
    const named = row.project == null ? null : String(row.project);
    const { project, missing } = tenantMapsProject(named);
    return {
      tenantId: row.id,
      name: row.name,
      updatesToday: num(row.updates),
      dailyCap: row.cap == null ? null : Number(row.cap),
      project: project.id,
      projectUpdatesPerDay: project.updatesPerDay,
      missingProject: missing ? named : null,
      linkedAccounts: num(row.linked),
      weight: Number(row.weight),
      active: row.status === "ACTIVE",
    };
  });
  return { items, total: rows.length ? num(rows[0]!.total) : 0 };
}

/** The tenant asked for (a one-row list), or those worth showing without a filter. */
export async function listTenantUse(
  db: Db,
  now: number,
  tenantId?: string,
): Promise<TenantQuotaUse[]> {
  return (await readTenantUse(db, now, tenantId ? { tenantId } : undefined)).items;
}

/**
 * A page of the tenants for the quotas tab: every active one (or every disabled one), whether it
 * used the maps service today or not, searched by name.
 */
export async function listMapsQuotaTenants(
  db: Db,
  filter: { search?: string; disabled: boolean; limit: number; offset: number },
  now = Date.now(),
): Promise<{ items: TenantQuotaUse[]; total: number }> {
  return readTenantUse(db, now, filter);
}

/** One tenant's use, cap, weight and project; null when no such tenant. */
export async function getTenantQuotaUse(
  db: Db,
  tenantId: string,
  now = Date.now(),
): Promise<TenantQuotaUse | null> {
  const [use] = await listTenantUse(db, now, tenantId);
  return use ?? null;
}

/**
 * Per tenant of `tenantIds`, the units it took today (the day window takeQuotas counts) of each API
 * (`unit` its name) and of the day's updates (`unit` "updates"), over every project. One statement.
 */
export async function countTenantUnitsToday(
  db: Db,
  tenantIds: string[],
  now = Date.now(),
): Promise<{ tenantId: string; unit: string; today: number }[]> {
  if (tenantIds.length === 0) return [];
  const { dayMs } = quotaWindows();
  const dayStart = Math.floor(now / dayMs) * dayMs;
  const ids = sql.join(
    tenantIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ tenant_id: string; key: string; today: unknown }>(
    await db.execute(sql`
      select tenant_id, key, count(*) as today from maps_quota_takes
      where (${keysOf("api")} or ${keysOf("day")}) and taken_at >= ${at(dayStart)}
        and tenant_id in (${ids})
      group by tenant_id, key`),
  );
  return rows.map((row) => ({
    tenantId: row.tenant_id,
    unit: apiQuotaKeyParts(row.key)?.family ?? "updates",
    today: num(row.today),
  }));
}

/** The maps quotas' use: three statements, whatever the number of keys, tenants and projects. */
export async function getMapsQuotaUse(db: Db, now = Date.now()): Promise<MapsQuotaUse> {
  const [apis, tenantUse, shares] = await Promise.all([
    listApiUse(db, now),
    listTenantUse(db, now),
    backgroundShares(db),
  ]);
  const first = firstMapsProject();
  return {
    requestsPerMinute: first.requestsPerMinute,
    updatesPerDay: first.updatesPerDay,
    projects: mapsProjects().map(({ id, requestsPerMinute, updatesPerDay }) => ({
      id,
      requestsPerMinute,
      updatesPerDay,
      ...shares(id),
    })),
    apis,
    tenants: tenantUse,
  };
}

/** The updates a day of the tenant's maps project; null when there is no such tenant. */
export async function tenantProjectUpdatesPerDay(db: Db, tenantId: string): Promise<number | null> {
  const [row] = await db
    .select({ project: tenants.mapsProject })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ? tenantMapsProject(row.project).project.updatesPerDay : null;
}

/**
 * Sets (or with null clears) a tenant's daily cap of maps updates, audited. The cap must already
 * be valid (lib/maps/daily-cap.ts). Null when no such tenant.
 */
export async function setTenantMapsDailyCap(
  db: Db,
  actor: AuditActor,
  tenantId: string,
  cap: number | null,
): Promise<TenantQuotaUse | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select({ cap: tenants.mapsDailyCap })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for("update");
    if (!before) return null;
    if (before.cap !== cap) {
      await tx.update(tenants).set({ mapsDailyCap: cap }).where(eq(tenants.id, tenantId));
      await writeAudit(tx, actor, {
        tenantId,
        action: "tenant.mapsDailyCap",
        targetType: "tenant",
        targetId: tenantId,
        changes: { mapsDailyCap: { from: before.cap, to: cap } },
      });
    }
    return getTenantQuotaUse(tx, tenantId);
  });
}
