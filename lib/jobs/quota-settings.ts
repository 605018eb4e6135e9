import "server-only";
import { eq, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { mapsProjectSettings, tenants } from "@/lib/db/schema";
import { DEFAULT_BACKGROUND_SHARE_PERCENT } from "@/lib/maps/background-share";
import { findMapsProject } from "@/lib/maps/projects";
import { getTenantQuotaUse, type ProjectQuotas, type TenantQuotaUse } from "./quota-use";

// What a Super Admin sets about the shared maps quotas besides a tenant's daily cap: a tenant's
// weight in the fair share and a project's background share. lib/jobs/quota.ts reads both in the
// statements of every take, so a change holds from the next take of every worker.

/**
 * Sets a configured project's background share, or with null goes back to the default, audited
 * (maps.backgroundShare). The project and the percent must already be valid (lib/maps/projects.ts,
 * lib/maps/background-share.ts).
 */
export async function setMapsBackgroundShare(
  db: Db,
  actor: AuditActor,
  project: string,
  percent: number | null,
): Promise<ProjectQuotas> {
  const { requestsPerMinute, updatesPerDay } = findMapsProject(project)!;
  const shown = percent ?? DEFAULT_BACKGROUND_SHARE_PERCENT;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select({ percent: mapsProjectSettings.backgroundSharePercent })
      .from(mapsProjectSettings)
      .where(eq(mapsProjectSettings.project, project))
      .for("update");
    if ((before?.percent ?? null) !== percent) {
      if (percent === null)
        await tx.delete(mapsProjectSettings).where(eq(mapsProjectSettings.project, project));
      else
        await tx
          .insert(mapsProjectSettings)
          .values({ project, backgroundSharePercent: percent })
          .onConflictDoUpdate({
            target: mapsProjectSettings.project,
            set: { backgroundSharePercent: percent, updatedAt: sql`now()` },
          });
      await writeAudit(tx, actor, {
        tenantId: null,
        action: "maps.backgroundShare",
        targetType: "mapsProject",
        targetId: project,
        changes: {
          backgroundSharePercent: {
            from: before?.percent ?? DEFAULT_BACKGROUND_SHARE_PERCENT,
            to: shown,
          },
        },
      });
    }
    return {
      id: project,
      requestsPerMinute,
      updatesPerDay,
      backgroundSharePercent: shown,
      backgroundShareSet: percent !== null,
    };
  });
}

/**
 * Sets a tenant's weight in the fair share, audited (tenant.mapsWeight). The weight must already
 * be valid (lib/maps/weight.ts). Null when no such tenant.
 */
export async function setTenantMapsWeight(
  db: Db,
  actor: AuditActor,
  tenantId: string,
  weight: number,
): Promise<TenantQuotaUse | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select({ weight: tenants.mapsWeight })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for("update");
    if (!before) return null;
    if (before.weight !== weight) {
      await tx.update(tenants).set({ mapsWeight: weight }).where(eq(tenants.id, tenantId));
      await writeAudit(tx, actor, {
        tenantId,
        action: "tenant.mapsWeight",
        targetType: "tenant",
        targetId: tenantId,
        changes: { mapsWeight: { from: before.weight, to: weight } },
      });
    }
    return getTenantQuotaUse(tx, tenantId);
  });
}
