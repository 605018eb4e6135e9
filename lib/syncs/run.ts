import "server-only";
import type PgBoss from "pg-boss";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { JobRunningError } from "@/lib/jobs/service";
import { linkedTenantIds } from "@/lib/reviews/queries/sync";
import { startSync, SyncUnavailableError } from "./jobs";
import type { SyncKind } from "./periods";
import { scheduledSyncs, syncSetting } from "./settings";

// Spec §8: JobRunningError while that sync runs.
export async function runSyncNow(
  db: Db,
  queue: PgBoss,
  actor: AuditActor,
  { tenantId, kind }: { tenantId: string; kind: SyncKind },
): Promise<string> {
  const { period } = await syncSetting(db, { tenantId, kind });
  // The job and its audit row are written together, or neither (a refusal writes nothing).
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const jobId = await startSync(tx, queue, { tenantId, kind, period, userId: actor.id });
    await writeAudit(tx, actor, {
      tenantId,
      action: "sync.run",
      targetType: "job",
      targetId: jobId,
      changes: { kind, period },
    });
    return jobId;
  });
}

/** Reviews have their own half-hourly sync. */
export const DAILY_SYNC_KINDS = ["QANDA", "METRICS", "STORES"] as const satisfies SyncKind[];

// A sync still running is left to finish; one tenant's failure does not keep the others from
// theirs.
export async function runScheduledDataSync({
  db,
  queue,
}: {
  db: Db;
  queue: PgBoss;
}): Promise<number> {
  const linked = await linkedTenantIds(db);
  let started = 0;
  for (const kind of DAILY_SYNC_KINDS) {
    for (const { tenantId, period } of await scheduledSyncs(db, kind, linked)) {
      try {
        await startSync(db, queue, { tenantId, kind, period });
        started++;
      } catch (error) {
        if (error instanceof JobRunningError || error instanceof SyncUnavailableError) continue;
        console.error("scheduled sync failed for a tenant:", kind, (error as Error).name);
      }
    }
  }
  return started;
}
