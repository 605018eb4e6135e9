import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, notificationReads, notifications } from "@/lib/db/schema";
import { queueAlertDelivery } from "@/lib/alerts/events";
import { queuePushDelivery } from "./push-fanout";
import { recordNotificationSchema, type RecordNotificationInput } from "./schema";

// An event already recorded (same tenant, type, subject and dedupe key) is skipped, so re-running a
// sync never notifies twice. What is new is queued for push to the users' devices and for the
// users' alerts outside the app.
export async function recordNotifications(
  db: Db,
  inputs: RecordNotificationInput[],
): Promise<number> {
  if (inputs.length === 0) return 0;
  const parsed = inputs.map((input) => recordNotificationSchema.parse(input));
  const locationIds = [...new Set(parsed.flatMap((n) => (n.locationId ? [n.locationId] : [])))];
  const names = new Map<string, string>();
  if (locationIds.length > 0) {
    const tenants = [...new Set(parsed.map((n) => n.tenantId))];
    const rows = await db
      .select({ id: locations.id, tenantId: locations.tenantId, name: locations.locationName })
      .from(locations)
      .where(
        sql`${locations.id} = any(${sql.param(locationIds)}::uuid[]) and ${locations.tenantId} = any(${sql.param(tenants)}::uuid[])`,
      );
    for (const row of rows) names.set(`${row.tenantId}:${row.id}`, row.name);
    for (const n of parsed) {
      if (n.locationId && !names.has(`${n.tenantId}:${n.locationId}`))
        throw new Error(`Location ${n.locationId} is not a store of tenant ${n.tenantId}`);
    }
  }
  const inserted = await db
    .insert(notifications)
    .values(
      parsed.map((n) => ({
        tenantId: n.tenantId,
        type: n.type,
        subject: n.subject,
        dedupeKey: n.dedupeKey,
        infoUrl: n.infoUrl,
        locationId: n.locationId,
        locationName:
          n.locationName ??
          (n.locationId ? names.get(`${n.tenantId}:${n.locationId}`) : undefined) ??
          "",
        ...(n.createdAt ? { createdAt: n.createdAt } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: notifications.id,
      tenantId: notifications.tenantId,
      type: notifications.type,
      subject: notifications.subject,
      dedupeKey: notifications.dedupeKey,
      locationName: notifications.locationName,
    });
  await queuePushDelivery(db, inserted);
  await queueAlertDelivery(db, inserted);
  return inserted.length;
}

export async function recordNotification(db: Db, input: RecordNotificationInput): Promise<boolean> {
  return (await recordNotifications(db, [input])) === 1;
}

/** Ids that are not the tenant's notifications are ignored. */
export async function markUpdatesRead(
  db: Db,
  { tenantId, userId, ids }: { tenantId: string; userId: string; ids: string[] },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(notificationReads)
    .select(
      db
        .select({
          notificationId: notifications.id,
          userId: sql<string>`${userId}::uuid`.as("user_id"),
          readAt: sql<Date>`now()`.as("read_at"),
        })
        .from(notifications)
        .where(
          and(
            eq(notifications.tenantId, tenantId),
            sql`${notifications.id} = any(${sql.param(ids)}::uuid[])`,
          ),
        ),
    )
    .onConflictDoNothing();
}
