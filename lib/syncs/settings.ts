import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AuditActor } from "@/lib/audit/write";
import { changedFields, writeAudit } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { jobs, tenantSyncSettings, type Job } from "@/lib/db/schema";
import { SYNC_JOB_KINDS } from "./jobs";
import { defaultSyncSetting, SYNC_KINDS, type SyncKind, type SyncPeriod } from "./periods";

export type SyncSettingRecord = {
  kind: SyncKind;
  period: SyncPeriod;
  scheduled: boolean;
  isDefault: boolean;
  updatedAt: Date | null;
  lastJob: Job | null;
};

export async function listSyncSettings(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<SyncSettingRecord[]> {
  const rows = await db
    .select()
    .from(tenantSyncSettings)
    .where(eq(tenantSyncSettings.tenantId, tenantId));
  const kinds = Object.values(SYNC_JOB_KINDS);
  const latest = await db
    .selectDistinctOn([jobs.kind])
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), inArray(jobs.kind, kinds)))
    .orderBy(jobs.kind, desc(jobs.createdAt), desc(jobs.id));
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const jobByKind = new Map(latest.map((job) => [job.kind, job]));
  return SYNC_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return {
      kind,
      period: (row?.period as SyncPeriod | undefined) ?? defaultSyncSetting(kind).period,
      scheduled: row?.scheduled ?? defaultSyncSetting(kind).scheduled,
      isDefault: !row,
      updatedAt: row?.updatedAt ?? null,
      lastJob: jobByKind.get(SYNC_JOB_KINDS[kind]) ?? null,
    };
  });
}

export async function syncSetting(
  db: Db,
  { tenantId, kind }: { tenantId: string; kind: SyncKind },
): Promise<{ period: SyncPeriod; scheduled: boolean }> {
  const [row] = await db
    .select({ period: tenantSyncSettings.period, scheduled: tenantSyncSettings.scheduled })
    .from(tenantSyncSettings)
    .where(and(eq(tenantSyncSettings.tenantId, tenantId), eq(tenantSyncSettings.kind, kind)));
  return row
    ? { period: row.period as SyncPeriod, scheduled: row.scheduled }
    : defaultSyncSetting(kind);
}

// The caller validated the period against the kind.
export async function updateSyncSetting(
  db: Db,
  actor: AuditActor,
  {
    tenantId,
    kind,
    period,
    scheduled,
  }: { tenantId: string; kind: SyncKind; period: SyncPeriod; scheduled: boolean },
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await syncSetting(tx, { tenantId, kind });
    await tx
      .insert(tenantSyncSettings)
      .values({ tenantId, kind, period, scheduled })
      .onConflictDoUpdate({
        target: [tenantSyncSettings.tenantId, tenantSyncSettings.kind],
        set: { period, scheduled, updatedAt: sql`now()` },
      });
    await writeAudit(tx, actor, {
      tenantId,
      action: "sync.update",
      targetType: "sync",
      targetId: kind,
      changes: changedFields(before, { period, scheduled }),
    });
  });
}

// No row is the default, which is on.
export async function scheduledSyncs(
  db: Db,
  kind: SyncKind,
  tenantIds: readonly string[],
): Promise<{ tenantId: string; period: SyncPeriod }[]> {
  if (tenantIds.length === 0) return [];
  const rows = await db
    .select()
    .from(tenantSyncSettings)
    .where(
      and(eq(tenantSyncSettings.kind, kind), inArray(tenantSyncSettings.tenantId, [...tenantIds])),
    );
  const byTenant = new Map(rows.map((row) => [row.tenantId, row]));
  const fallback = defaultSyncSetting(kind);
  return tenantIds.flatMap((tenantId) => {
    const row = byTenant.get(tenantId);
    const setting = row ? { period: row.period as SyncPeriod, scheduled: row.scheduled } : fallback;
    return setting.scheduled ? [{ tenantId, period: setting.period }] : [];
  });
}
