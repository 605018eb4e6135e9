import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { locations, pubsubMessages } from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";
import { queueStoreGoogleCheck } from "@/lib/google-updates/service";
import { planReviewSync } from "@/lib/reviews/sync-plan";
import { hasLinkedMapsAccount, listSyncStores } from "@/lib/reviews/queries/sync";
import type { ParsedNotification } from "./message";
import { MAPS_NOTIFICATION_KIND, type MapsNotificationPayload } from "./refresh";

// Review types queue a REVIEW_SYNC job of that one store, so new reviews notify as the scheduled
// sync would; GOOGLE_UPDATE a GOOGLE_UPDATES_CHECK of it; other location types a MAPS_NOTIFICATION job. The message is recorded in the same
// transaction as its jobs: a redelivered message id finds it and does nothing.

export type ProcessOutcome = "DONE" | "DUPLICATE" | "UNKNOWN_LOCATION";

type Target = { id: string; tenantId: string };

async function targetsOf(db: Db, notification: ParsedNotification): Promise<Target[]> {
  return db
    .select({ id: locations.id, tenantId: locations.tenantId })
    .from(locations)
    .where(
      and(
        eq(locations.googleId, notification.googleId),
        notification.account ? eq(locations.account, notification.account) : undefined,
      ),
    );
}

async function queueReviewSync(tx: Db, queue: PgBoss, target: Target, now: Date) {
  const [store] = await listSyncStores(tx, { tenantId: target.tenantId, storeIds: [target.id] });
  // Only verified stores have reviews to read, and only a linked maps account can read them.
  if (!store || !(await hasLinkedMapsAccount(tx, { tenantId: target.tenantId }))) return;
  // Recent reviews only (the daily whole read stays with the schedule); a never-synced store is
  // read whole, as its first sync always is.
  const items = planReviewSync([{ ...store, fullPassAt: store.since ? now : null }], now);
  await enqueueJobItems(tx, queue, {
    tenantId: target.tenantId,
    kind: "REVIEW_SYNC",
    items: items.map((payload) => ({ locationId: null, payload })),
  });
}

async function queueRefresh(
  tx: Db,
  queue: PgBoss,
  target: Target,
  payload: MapsNotificationPayload,
) {
  await enqueueJobItems(tx, queue, {
    tenantId: target.tenantId,
    kind: MAPS_NOTIFICATION_KIND,
    items: [{ locationId: target.id, payload }],
  });
}

export async function processNotification(
  db: Db,
  queue: PgBoss,
  { messageId, notification }: { messageId: string; notification: ParsedNotification },
  now = new Date(),
): Promise<ProcessOutcome> {
  const targets = await targetsOf(db, notification);
  if (targets.length === 0) return "UNKNOWN_LOCATION";
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [recorded] = await tx
      .insert(pubsubMessages)
      .values({
        messageId,
        tenantId: targets[0]!.tenantId,
        type: notification.type,
        location: notification.googleId,
      })
      .onConflictDoNothing()
      .returning({ messageId: pubsubMessages.messageId });
    if (!recorded) return "DUPLICATE";
    for (const target of targets) {
      switch (notification.type) {
        case "NEW_REVIEW":
        case "UPDATED_REVIEW":
          await queueReviewSync(tx, queue, target, now);
          break;
        case "GOOGLE_UPDATE":
          // Google's version is read and compared with ours (lib/google-updates).
          await queueStoreGoogleCheck(tx, queue, {
            tenantId: target.tenantId,
            locationId: target.id,
          });
          break;
        case "DUPLICATE_LOCATION":
        case "VOICE_OF_MERCHANT_UPDATED":
          await queueRefresh(tx, queue, target, { type: notification.type });
          break;
        default:
          // Types StorePlus does not act on (media, questions…) are acknowledged and kept.
          break;
      }
    }
    return "DONE";
  });
}
