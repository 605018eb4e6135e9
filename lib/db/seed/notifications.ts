import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { locations, users } from "../schema";
import { notifyDuplicateLocations } from "@/lib/notifications/location-events";
import {
  listNotificationGroups,
  markUpdatesRead,
  recordNotifications,
} from "@/lib/notifications/service";
import type { NotificationType } from "@/lib/notifications/types";
import { tenantId } from "./tenants";

const HOUR_MS = 60 * 60 * 1000;

/** [type, how many stores] of acme's demo notifications; plus the duplicates the seed marked. */
const ACME_EVENTS: [NotificationType, number][] = [
  ["REVIEW_NEW", 6],
  ["REVIEW_UPDATE", 1],
  ["REVIEW_RESPONSE_AUTOMATIC", 2],
  ["MEDIA_APPROVED_REPORTED", 1],
  ["REGULAR_HOUR_ERROR", 3],
  ["LOCATION_INFO", 4],
];

/**
 * Demo notifications: several types for acme (new reviews, a failed automatic reply, a media
 * report outcome, edit results), one for globex, and LOCATION_DUPLICATE for every store the
 * location seed marked as a duplicate. The admin has read the edit results already.
 * `perTypeFactor` multiplies the counts (the shell benchmark seeds more).
 */
export async function seedNotifications(
  db: Db,
  { now = new Date(), perTypeFactor = 1 } = {},
): Promise<void> {
  const acme = tenantId("acme");
  const stores = await db
    .select({ id: locations.id, googleId: locations.googleId, account: locations.account })
    .from(locations)
    .where(eq(locations.tenantId, acme))
    .orderBy(asc(locations.locationName), asc(locations.id))
    .limit(200);
  if (stores.length === 0) return;
  let k = 0;
  const events = ACME_EVENTS.flatMap(([type, count], t) =>
    Array.from({ length: count * perTypeFactor }, (_, i) => {
      const store = stores[k++ % stores.length];
      const review = `${store.account}/${store.googleId}/reviews/seed-${t}-${i}`;
      const onReview = type.startsWith("REVIEW_");
      return {
        tenantId: acme,
        type,
        subject: onReview ? review : `${store.googleId}:${type}:${i}`,
        infoUrl: [onReview ? review : store.googleId],
        locationId: store.id,
        createdAt: new Date(now.getTime() - (t * 5 + i) * HOUR_MS),
      };
    }),
  );
  await recordNotifications(db, events);
  await notifyDuplicateLocations(db, { tenantId: acme });

  const globex = tenantId("globex");
  const [cafe] = await db
    .select({ id: locations.id, googleId: locations.googleId })
    .from(locations)
    .where(eq(locations.tenantId, globex))
    .limit(1);
  if (cafe)
    await recordNotifications(db, [
      {
        tenantId: globex,
        type: "ADDRESS_ERROR",
        subject: `${cafe.googleId}:address`,
        infoUrl: [cafe.googleId],
        locationId: cafe.id,
      },
    ]);

  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "admin@acme.example"));
  if (!admin) return;
  const groups = await listNotificationGroups(db, { tenantId: acme, userId: admin.id });
  const read =
    groups.find((group) => group._id === "LOCATION_INFO")?.updates.map((u) => u.objectId) ?? [];
  await markUpdatesRead(db, { tenantId: acme, userId: admin.id, ids: read });
}
