import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alertDeliveries, alertSettings, alertWebhookSecrets } from "@/lib/db/schema";

type Caller = { tenantId: string; userId: string };

export async function getAlertSettings(db: Db, { tenantId, userId }: Caller) {
  const [row] = await db
    .select()
    .from(alertSettings)
    .where(and(eq(alertSettings.tenantId, tenantId), eq(alertSettings.userId, userId)));
  return row ?? null;
}

/** The user's own deliveries, newest first. */
export async function listAlertDeliveries(
  db: Db,
  { tenantId, userId, limit, offset }: Caller & { limit: number; offset: number },
) {
  const where = and(eq(alertDeliveries.tenantId, tenantId), eq(alertDeliveries.userId, userId));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: alertDeliveries.id,
        kind: alertDeliveries.kind,
        channel: alertDeliveries.channel,
        status: alertDeliveries.status,
        attempts: alertDeliveries.attempts,
        lastError: alertDeliveries.lastError,
        digestDay: alertDeliveries.digestDay,
        deliveredAt: alertDeliveries.deliveredAt,
        createdAt: alertDeliveries.createdAt,
      })
      .from(alertDeliveries)
      .where(where)
      .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(alertDeliveries).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function getWebhookSecretRow(db: Db, tenantId: string) {
  const [row] = await db
    .select()
    .from(alertWebhookSecrets)
    .where(eq(alertWebhookSecrets.tenantId, tenantId));
  return row ?? null;
}

/** Enough of a secret to recognise it, never enough to use it. */
export function maskSecret(secret: string): string {
  return `${secret.slice(0, 6)}…${secret.slice(-4)}`;
}
