import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { notifyDuplicateLocations } from "@/lib/notifications/location-events";
import { recordNotifications } from "@/lib/notifications/service";
import { tenantId } from "./tenants";

// The demo's notifications say only what its data shows: the bell once announced failed
// automatic replies while they were off. Kinds the seed holds no events for are left to journeys.

/** How many of acme's newest reviews the bell announces as new. */
const NEW_REVIEWS = 6;

export async function seedNotifications(db: Db): Promise<void> {
  await notifyDuplicateLocations(db, { tenantId: tenantId("acme") });
}

/** Runs after the reviews import, which does not notify on a first import. */
export async function seedReviewNotifications(db: Db): Promise<number> {
  const acme = tenantId("acme");
  const live = and(eq(reviews.tenantId, acme), isNull(reviews.removedAt));
  const pick = {
    googleId: reviews.googleId,
    locationId: reviews.locationId,
    createTime: reviews.createTime,
    updateTime: reviews.updateTime,
  };
  const newest = await db
    .select(pick)
    .from(reviews)
    .where(live)
    .orderBy(desc(reviews.createTime), desc(reviews.id))
    .limit(NEW_REVIEWS);
  const [edited] = await db
    .select(pick)
    .from(reviews)
    .where(and(live, sql`${reviews.updateTime} > ${reviews.createTime}`))
    .orderBy(desc(reviews.updateTime), desc(reviews.id))
    .limit(1);
  return recordNotifications(db, [
    ...newest.map((review) => ({
      tenantId: acme,
      type: "REVIEW_NEW" as const,
      subject: review.googleId,
      infoUrl: [review.googleId],
      locationId: review.locationId,
      createdAt: review.createTime,
    })),
    ...(edited
      ? [
          {
            tenantId: acme,
            type: "REVIEW_UPDATE" as const,
            subject: edited.googleId,
            dedupeKey: edited.updateTime.toISOString(),
            infoUrl: [edited.googleId],
            locationId: edited.locationId,
            createdAt: edited.updateTime,
          },
        ]
      : []),
  ]);
}
