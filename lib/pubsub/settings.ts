import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { changedFields, writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { locations, mapsNotificationSettings, pubsubMessages } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { accountResource } from "@/lib/maps/resource-names";
import type { MapsNotificationType } from "@/lib/maps/types-notifications";

// Settings are kept as the service last answered.

export type AccountSetting = {
  account: string;
  storeCount: number;
  pubsubTopic: string;
  notificationTypes: string[];
  updatedAt: Date | null;
};

// Ordered by account; empty when never set.
export async function listAccountSettings(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<AccountSetting[]> {
  const result = await db.execute<{
    account: string;
    store_count: number;
    pubsub_topic: string | null;
    notification_types: string[] | null;
    updated_at: string | Date | null;
  }>(sql`
    with accounts as (
      select ${locations.account} as account, count(*)::int as store_count
      from ${locations} where ${locations.tenantId} = ${tenantId}
      group by ${locations.account}
    )
    select a.account, a.store_count, s.pubsub_topic, s.notification_types, s.updated_at
    from accounts a
    left join ${mapsNotificationSettings} s
      on s.tenant_id = ${tenantId} and s.account = a.account
    order by a.account`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    account: String(row.account),
    storeCount: Number(row.store_count),
    pubsubTopic: (row.pubsub_topic as string | null) ?? "",
    notificationTypes: (row.notification_types as string[] | null) ?? [],
    updatedAt: row.updated_at ? new Date(row.updated_at as string) : null,
  }));
}

export async function isTenantAccount(
  db: Db,
  { tenantId, account }: { tenantId: string; account: string },
) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.account, accountResource(account))))
    .limit(1);
  return Boolean(row);
}

export type ReceivedMessage = {
  messageId: string;
  type: string;
  location: string | null;
  locationName: string | null;
  receivedAt: Date;
};

export async function recentMessages(
  db: Db,
  { tenantId, limit = 20 }: { tenantId: string; limit?: number },
): Promise<ReceivedMessage[]> {
  return db
    .select({
      messageId: pubsubMessages.messageId,
      type: pubsubMessages.type,
      location: pubsubMessages.location,
      locationName: locations.locationName,
      receivedAt: pubsubMessages.receivedAt,
    })
    .from(pubsubMessages)
    .leftJoin(
      locations,
      and(eq(locations.tenantId, tenantId), eq(locations.googleId, pubsubMessages.location)),
    )
    .where(eq(pubsubMessages.tenantId, tenantId))
    .orderBy(desc(pubsubMessages.receivedAt), desc(pubsubMessages.messageId))
    .limit(limit);
}

// The maps service first, then what it answered is kept and audited in one transaction.
export async function updateAccountSetting(
  db: Db,
  client: MapsClient,
  actor: AuditActor,
  input: {
    tenantId: string;
    account: string;
    pubsubTopic: string;
    notificationTypes: MapsNotificationType[];
  },
): Promise<AccountSetting> {
  const account = accountResource(input.account);
  const answered = await client.updateNotificationSetting(account, {
    pubsubTopic: input.pubsubTopic,
    notificationTypes: input.notificationTypes,
  });
  const next = {
    pubsubTopic: answered.pubsubTopic ?? "",
    notificationTypes: answered.notificationTypes ?? [],
  };
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select({
        pubsubTopic: mapsNotificationSettings.pubsubTopic,
        notificationTypes: mapsNotificationSettings.notificationTypes,
      })
      .from(mapsNotificationSettings)
      .where(
        and(
          eq(mapsNotificationSettings.tenantId, input.tenantId),
          eq(mapsNotificationSettings.account, account),
        ),
      );
    const updatedAt = new Date();
    await tx
      .insert(mapsNotificationSettings)
      .values({ tenantId: input.tenantId, account, ...next, updatedAt })
      .onConflictDoUpdate({
        target: [mapsNotificationSettings.tenantId, mapsNotificationSettings.account],
        set: { ...next, updatedAt },
      });
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(locations)
      .where(and(eq(locations.tenantId, input.tenantId), eq(locations.account, account)));
    await writeAudit(tx, actor, {
      tenantId: input.tenantId,
      action: "notifications.update",
      targetType: "mapsAccount",
      targetId: account,
      changes: changedFields(before ?? { pubsubTopic: "", notificationTypes: [] }, next),
    });
    return { account, storeCount: Number(count?.n ?? 0), ...next, updatedAt };
  });
}
