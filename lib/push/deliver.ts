import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { rolesColumn } from "@/lib/auth/user-access";
import { effectiveRoles } from "@/lib/auth/sections";
import type { Db } from "@/lib/db/client";
import {
  notifications,
  pushDeliveries,
  pushDevices,
  pushPreferences,
  users,
  type JobItem,
} from "@/lib/db/schema";
import { RetryableError, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { canReadNotifications, visibleNotificationTypes } from "@/lib/notifications/access";
import { isNotificationType, type NotificationType } from "@/lib/notifications/types";
import { getFcmConfig, getVapidConfig, pushServiceMode } from "./config";
import { createFcmClient, FcmError, type FcmClient } from "./fcm";
import { fcmMessage, pushNotice, webPushPayload } from "./message";
import { sendWebPush, type PushOutcome } from "./web-push";

// A PUSH_DELIVERY item: the notifications one recording raised for a tenant, pushed to every
// device of the tenant's users who may see their type and have not turned it off. Each pair's
// outcome is kept; a device the service says is gone is removed; a pair already sent (an earlier
// try of the item) is not sent again.

const payloadSchema = z.object({ notificationIds: z.array(z.uuid()).min(1).max(5000) });
const CONCURRENCY = 8;

type Target = {
  deviceId: string;
  userId: string;
  platform: "ANDROID" | "IOS" | "WEB";
  token: string;
  p256dh: string | null;
  auth: string | null;
  notificationId: string;
  type: NotificationType;
  locationName: string;
  infoUrl: string[];
  language: string | null;
  deviceLanguage: string | null;
};

/** Every (device, notification) pair still to push, in one read with the users' roles. */
async function pendingTargets(db: Db, tenantId: string, ids: string[]): Promise<Target[]> {
  const rows = await db
    .select({
      deviceId: pushDevices.id,
      userId: pushDevices.userId,
      platform: pushDevices.platform,
      token: pushDevices.token,
      p256dh: pushDevices.p256dh,
      auth: pushDevices.auth,
      notificationId: notifications.id,
      type: notifications.type,
      locationName: notifications.locationName,
      infoUrl: notifications.infoUrl,
      language: users.language,
      deviceLanguage: pushDevices.language,
      isLeads: users.isLeads,
      roles: rolesColumn,
      disabled: pushPreferences.disabledTypes,
    })
    .from(pushDevices)
    .innerJoin(
      users,
      and(
        eq(users.id, pushDevices.userId),
        eq(users.tenantId, pushDevices.tenantId),
        sql`${users.disabledAt} is null`,
      ),
    )
    .innerJoin(
      notifications,
      and(eq(notifications.tenantId, pushDevices.tenantId), inArray(notifications.id, ids)),
    )
    .leftJoin(pushPreferences, eq(pushPreferences.userId, pushDevices.userId))
    .where(
      and(
        eq(pushDevices.tenantId, tenantId),
        sql`not exists (select 1 from ${pushDeliveries} where ${pushDeliveries.deviceId} = ${pushDevices.id}
          and ${pushDeliveries.notificationId} = ${notifications.id} and ${pushDeliveries.status} in ('SENT', 'DEAD'))`,
      ),
    );
  const visible = new Map<string, Set<string>>();
  return rows.flatMap(({ isLeads, roles, disabled, ...row }) => {
    if (!isNotificationType(row.type) || (disabled ?? []).includes(row.type)) return [];
    let types = visible.get(row.userId);
    if (!types) {
      const effective = effectiveRoles({ roles, isLeads });
      types = new Set(canReadNotifications(effective) ? visibleNotificationTypes(effective) : []);
      visible.set(row.userId, types);
    }
    return types.has(row.type) ? [{ ...row, type: row.type }] : [];
  });
}

/** One pair's push; a failure of this code (not the service's answer) fails that pair only. */
async function pushOne(target: Target, fcm: FcmClient | null): Promise<PushOutcome> {
  try {
    return await pushVia(target, fcm);
  } catch (error) {
    console.error("push failed", error instanceof Error ? error.name : error);
    return { ok: false, code: "SEND_FAILED", dead: false, retryable: false };
  }
}

async function pushVia(target: Target, fcm: FcmClient | null): Promise<PushOutcome> {
  const notice = pushNotice(
    { id: target.notificationId, ...target, infoUrl: target.infoUrl },
    target.language ?? target.deviceLanguage,
  );
  if (target.platform === "WEB") {
    const vapid = getVapidConfig();
    if (!vapid || !target.p256dh || !target.auth)
      return { ok: false, code: "VAPID_NOT_SET", dead: false, retryable: false };
    return sendWebPush(
      { endpoint: target.token, keys: { p256dh: target.p256dh, auth: target.auth } },
      webPushPayload(notice),
      vapid,
    );
  }
  if (!fcm) return { ok: false, code: "FCM_NOT_SET", dead: false, retryable: false };
  try {
    await fcm.send(fcmMessage(target.token, notice));
    return { ok: true };
  } catch (error) {
    if (!(error instanceof FcmError)) throw error;
    return { ok: false, code: error.code, dead: error.dead, retryable: error.retryable };
  }
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function deliverPushItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const parsed = payloadSchema.safeParse(item.payload);
  if (!parsed.success) return { ok: false, error: "INVALID_PAYLOAD" };
  if (pushServiceMode() === "off") return { ok: true, result: { skipped: "PUSH_SERVICE_OFF" } };
  const targets = await pendingTargets(ctx.db, ctx.tenantId, parsed.data.notificationIds);
  const fcmConfig = getFcmConfig();
  const fcm = fcmConfig ? createFcmClient(fcmConfig) : null;
  const outcomes = await mapLimited(targets, CONCURRENCY, (target) => pushOne(target, fcm));

  const retry = outcomes.some((o) => !o.ok && o.retryable) && !ctx.lastTry;
  const rows = targets.flatMap((target, index) => {
    const outcome = outcomes[index]!;
    // A pair worth retrying is recorded only once the item gives up on it.
    if (!outcome.ok && outcome.retryable && retry) return [];
    return [
      {
        tenantId: ctx.tenantId,
        deviceId: target.deviceId,
        userId: target.userId,
        platform: target.platform,
        notificationId: target.notificationId,
        status: outcome.ok
          ? ("SENT" as const)
          : outcome.dead
            ? ("DEAD" as const)
            : ("FAILED" as const),
        error: outcome.ok ? null : outcome.code,
      },
    ];
  });
  const dead = [...new Set(rows.filter((r) => r.status === "DEAD").map((r) => r.deviceId))];
  await ctx.db.transaction(async (tx) => {
    if (rows.length > 0)
      await tx
        .insert(pushDeliveries)
        .values(rows)
        .onConflictDoUpdate({
          target: [pushDeliveries.deviceId, pushDeliveries.notificationId],
          set: {
            status: sql`excluded.status`,
            error: sql`excluded.error`,
            createdAt: sql`now()`,
          },
        });
    // The deliveries keep their outcome; the device row goes (its id becomes null on them).
    if (dead.length > 0)
      await tx
        .delete(pushDevices)
        .where(and(eq(pushDevices.tenantId, ctx.tenantId), inArray(pushDevices.id, dead)));
  });
  if (retry) throw new RetryableError("PUSH_RETRY");
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return {
    ok: true,
    result: { sent: count("SENT"), failed: count("FAILED"), dead: count("DEAD") },
  };
}
