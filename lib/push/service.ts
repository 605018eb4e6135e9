import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { pushDevices, pushPreferences } from "@/lib/db/schema";
import { NOTIFICATION_TYPES, type NotificationType } from "@/lib/notifications/types";
import { pushServiceMode, simulatorWebPushBase } from "./config";
import { PushDeviceNotFoundError, PushInputError } from "./errors";
import {
  notificationPreferencesSchema,
  registerDeviceSchema,
  type NotificationPreferencesInput,
  type RegisterDeviceInput,
} from "./schema";

type Caller = { tenantId: string; userId: string };

/** A browser's endpoint must be a push service: the simulator's own in demo mode, https otherwise. */
function checkEndpoint(endpoint: string): void {
  const mode = pushServiceMode();
  if (mode === "simulator") {
    if (!endpoint.startsWith(`${simulatorWebPushBase()}/`))
      throw new PushInputError("ENDPOINT_REFUSED", "token");
    return;
  }
  if (new URL(endpoint).protocol !== "https:")
    throw new PushInputError("ENDPOINT_REFUSED", "token");
}

/**
 * The caller's phone or browser. One row per token: registering a token again (after an app
 * update, or by the device's next user) updates that row instead of adding one.
 */
export async function registerDevice(
  db: Db,
  caller: Caller,
  input: RegisterDeviceInput,
  /** The language of the app or page that registers it. */
  language: string | null = null,
): Promise<{ id: string }> {
  const parsed = registerDeviceSchema.parse(input);
  if (pushServiceMode() === "off") throw new PushInputError("PUSH_OFF", "token");
  if (parsed.platform === "WEB") checkEndpoint(parsed.token);
  const values = {
    tenantId: caller.tenantId,
    userId: caller.userId,
    platform: parsed.platform,
    token: parsed.token,
    p256dh: parsed.webPush?.p256dh ?? null,
    auth: parsed.webPush?.auth ?? null,
    language,
  };
  const [row] = await db
    .insert(pushDevices)
    .values(values)
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning({ id: pushDevices.id });
  return row!;
}

/** Only the caller's own device: another user's id is refused as not found. */
export async function unregisterDevice(db: Db, caller: Caller, id: string): Promise<void> {
  const deleted = await db
    .delete(pushDevices)
    .where(
      and(
        eq(pushDevices.id, id),
        eq(pushDevices.tenantId, caller.tenantId),
        eq(pushDevices.userId, caller.userId),
      ),
    )
    .returning({ id: pushDevices.id });
  if (deleted.length === 0) throw new PushDeviceNotFoundError();
}

/**
 * Keeps the types the caller turned off among those the caller may see (`visible`): a type the
 * caller cannot see stays as it was, and a type added to the product later is pushed.
 */
export async function setNotificationPreferences(
  db: Db,
  caller: Caller,
  input: NotificationPreferencesInput,
  visible: readonly NotificationType[],
): Promise<NotificationType[]> {
  const { enabledTypes } = notificationPreferencesSchema.parse(input);
  const enabled = new Set(enabledTypes);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ disabled: pushPreferences.disabledTypes })
      .from(pushPreferences)
      .where(eq(pushPreferences.userId, caller.userId))
      .for("update");
    const kept = (current?.disabled ?? []).filter(
      (type) => !visible.includes(type as NotificationType),
    );
    const disabled = NOTIFICATION_TYPES.filter(
      (type) => kept.includes(type) || (visible.includes(type) && !enabled.has(type)),
    );
    await tx
      .insert(pushPreferences)
      .values({ userId: caller.userId, tenantId: caller.tenantId, disabledTypes: disabled })
      .onConflictDoUpdate({
        target: pushPreferences.userId,
        set: { tenantId: caller.tenantId, disabledTypes: disabled, updatedAt: sql`now()` },
      });
    return visible.filter((type) => !disabled.includes(type));
  });
}
