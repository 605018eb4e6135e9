import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { MapsNotificationType, NotificationSetting } from "@/lib/maps/types-notifications";
import { simNotificationSettings } from "../schema";

export type StoredSetting = { pubsubTopic: string; notificationTypes: MapsNotificationType[] };

const EMPTY: StoredSetting = { pubsubTopic: "", notificationTypes: [] };

export async function loadSetting(db: Db, accountId: string): Promise<StoredSetting> {
  const [row] = await db
    .select({
      pubsubTopic: simNotificationSettings.pubsubTopic,
      notificationTypes: simNotificationSettings.notificationTypes,
    })
    .from(simNotificationSettings)
    .where(eq(simNotificationSettings.accountId, accountId))
    .limit(1);
  return row
    ? {
        pubsubTopic: row.pubsubTopic,
        notificationTypes: row.notificationTypes as MapsNotificationType[],
      }
    : EMPTY;
}

export async function saveSetting(db: Db, accountId: string, setting: StoredSetting) {
  const values = { accountId, ...setting, updatedAt: new Date() };
  await db
    .insert(simNotificationSettings)
    .values(values)
    .onConflictDoUpdate({ target: simNotificationSettings.accountId, set: values });
}

/** proto3 JSON leaves unset fields out. */
export function settingResource(accountId: string, setting: StoredSetting): NotificationSetting {
  return {
    name: `accounts/${accountId}/notificationSetting`,
    ...(setting.pubsubTopic ? { pubsubTopic: setting.pubsubTopic } : {}),
    ...(setting.notificationTypes.length
      ? { notificationTypes: [...setting.notificationTypes] }
      : {}),
  };
}
