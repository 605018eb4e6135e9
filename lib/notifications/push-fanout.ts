import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { pushDevices } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { getQueue } from "@/lib/jobs/runtime";

/** The job kind that pushes recorded notifications to their users' devices (lib/push). */
export const PUSH_DELIVERY_KIND = "PUSH_DELIVERY";

/**
 * Hands newly recorded notifications to the push job: one job item per tenant that has any device
 * (one read for all tenants), so recording never waits on a push service, and a tenant without
 * devices costs nothing more.
 */
export async function queuePushDelivery(
  db: Db,
  recorded: { id: string; tenantId: string }[],
): Promise<void> {
  if (recorded.length === 0) return;
  const tenants = [...new Set(recorded.map((n) => n.tenantId))];
  const rows = await db
    .selectDistinct({ tenantId: pushDevices.tenantId })
    .from(pushDevices)
    .where(sql`${pushDevices.tenantId} = any(${sql.param(tenants)}::uuid[])`);
  if (rows.length === 0) return;
  const queue = await getQueue();
  for (const { tenantId } of rows) {
    const notificationIds = recorded.filter((n) => n.tenantId === tenantId).map((n) => n.id);
    await enqueueJob(db, queue, {
      tenantId,
      kind: PUSH_DELIVERY_KIND,
      items: [{ locationId: null, payload: { notificationIds } }],
    });
  }
}
