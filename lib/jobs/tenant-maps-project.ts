import "server-only";
import { eq } from "drizzle-orm";
import { expireTenantMapsCredentials } from "@/lib/auth/maps-credentials";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { tenants } from "@/lib/db/schema";
import { tenantMapsProject } from "@/lib/maps/projects";
import { listTenantUse, type TenantQuotaUse } from "./quota-use";

/**
 * Moves a tenant to another maps project (one of lib/maps/projects.ts; the caller checked it),
 * audited. Its calls then count on that project's quotas and use its OAuth client, which cannot
 * use the tokens the old one issued: when the project really changes, the tenant's linked maps
 * accounts are marked to be linked again. Null when no such tenant.
 */
export async function setTenantMapsProject(
  db: Db,
  actor: AuditActor,
  tenantId: string,
  project: string,
): Promise<TenantQuotaUse | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select({ project: tenants.mapsProject })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for("update");
    if (!before) return null;
    if (before.project !== project) {
      const moved = tenantMapsProject(before.project).project.id !== project;
      await tx.update(tenants).set({ mapsProject: project }).where(eq(tenants.id, tenantId));
      const relinked = moved ? await expireTenantMapsCredentials(tx, tenantId) : 0;
      await writeAudit(tx, actor, {
        tenantId,
        action: "tenant.mapsProject",
        targetType: "tenant",
        targetId: tenantId,
        changes: {
          mapsProject: { from: before.project, to: project },
          ...(relinked ? { mapsAccountsToRelink: relinked } : {}),
        },
      });
    }
    const [use] = await listTenantUse(tx, Date.now(), tenantId);
    return use ?? null;
  });
}
