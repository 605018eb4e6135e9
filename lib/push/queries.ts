import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { pushDevices, pushPreferences } from "@/lib/db/schema";
import type { NotificationType } from "@/lib/notifications/types";

type Caller = { tenantId: string; userId: string };

export type DeviceRecord = {
  id: string;
  platform: "ANDROID" | "IOS" | "WEB";
  createdAt: Date;
  updatedAt: Date;
};

/** The caller's own devices, newest first (their tokens are not shown back). */
export async function listDevices(db: Db, caller: Caller): Promise<DeviceRecord[]> {
  return db
    .select({
      id: pushDevices.id,
      platform: pushDevices.platform,
      createdAt: pushDevices.createdAt,
      updatedAt: pushDevices.updatedAt,
    })
    .from(pushDevices)
    .where(and(eq(pushDevices.tenantId, caller.tenantId), eq(pushDevices.userId, caller.userId)))
    .orderBy(desc(pushDevices.updatedAt))
    .limit(100);
}

/** Which of the types the caller may see are pushed: all of them until turned off. */
export async function enabledNotificationTypes(
  db: Db,
  caller: Caller,
  visible: readonly NotificationType[],
): Promise<NotificationType[]> {
  const [row] = await db
    .select({ disabled: pushPreferences.disabledTypes })
    .from(pushPreferences)
    .where(
      and(eq(pushPreferences.userId, caller.userId), eq(pushPreferences.tenantId, caller.tenantId)),
    );
  const disabled = new Set(row?.disabled ?? []);
  return visible.filter((type) => !disabled.has(type));
}
