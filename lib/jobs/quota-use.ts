import "server-only";
import { eq, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { num, rowsOf } from "@/lib/db/rows";
import { tenants } from "@/lib/db/schema";
import { firstMapsProject, mapsProjects, tenantMapsProject } from "@/lib/maps/projects";
import { apiQuotaKeyParts, quotaWindows } from "@/lib/maps/quotas";
import { isLane, type Lane } from "./lanes";

// What the shared maps quotas were used for, for the Super Admin: each API's units per lane over
// the last hour and day, and each tenant's updates of the day against its own cap.

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
  /** The id it names that is no longer configured (it then uses the first project); else null. */
  missingProject: string | null;
  /** Its users' live maps links: they must link again when the project changes. */
  linkedAccounts: number;
};

export type ProjectQuotas = { id: string; requestsPerMinute: number; updatesPerDay: number };

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

/**
 * Tenants with updates in today's window of the day keys, with a cap or a project set (or the
 * one asked for; every tenant when there are several projects to assign them to): the day is
 * the fixed window takeQuotas counts, not the last 24 hours.
 */
export async function listTenantUse(
  db: Db,
  now: number,
  tenantId?: string,
): Promise<TenantQuotaUse[]> {
  const { dayMs } = quotaWindows();
  const dayStart = Math.floor(now / dayMs) * dayMs;
  const which = tenantId
    ? sql`t.id = ${tenantId}`
    : mapsProjects().length > 1
      ? sql`true`
      : // With one project, a tenant named to another (no longer configured) shows, to say so.
        sql`(u.updates is not null or t.maps_daily_cap is not null
          or coalesce(t.maps_project <> ${firstMapsProject().id}, false))`;
  const rows = rowsOf<{
    id: string;
    name: string;
    updates: unknown;
    cap: unknown;
    project: string | null;
    linked: unknown;
  }>(
    await db.execute(sql`
      select t.id, t.name, u.updates, t.maps_daily_cap as cap, t.maps_project as project,
        (select count(*) from maps_credentials c join users cu on cu.id = c.user_id
          where cu.tenant_id = t.id and (c.refresh_token is not null or c.expires_at > now()))
          as linked
      from tenants t left join (
        select tenant_id, count(*) as updates from maps_quota_takes
        where ${keysOf("day")} and taken_at >= ${at(dayStart)} and tenant_id is not null
        group by tenant_id
      ) u on u.tenant_id = t.id
      where ${which} order by t.name, t.id`),
  );
  return rows.map((row) => {
    const { project, missing } = tenantMapsProject(row.project);
    return {
      tenantId: row.id,
      name: row.name,
      updatesToday: num(row.updates),
      dailyCap: row.cap == null ? null : Number(row.cap),
      project: project.id,
      missingProject: missing ? row.project : null,
      linkedAccounts: num(row.linked),
    };
  });
}

/** The maps quotas' use: two statements, whatever the number of keys and tenants. */
export async function getMapsQuotaUse(db: Db, now = Date.now()): Promise<MapsQuotaUse> {
  const [apis, tenantUse] = await Promise.all([listApiUse(db, now), listTenantUse(db, now)]);
  const first = firstMapsProject();
  return {
    requestsPerMinute: first.requestsPerMinute,
    updatesPerDay: first.updatesPerDay,
    projects: mapsProjects().map(({ id, requestsPerMinute, updatesPerDay }) => ({
      id,
      requestsPerMinute,
      updatesPerDay,
    })),
    apis,
    tenants: tenantUse,
  };
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
    const [use] = await listTenantUse(tx, Date.now(), tenantId);
    return use ?? null;
  });
}
