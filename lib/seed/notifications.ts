import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { notifyDuplicateLocations } from "@/lib/notifications/location-events";
import { recordNotifications } from "@/lib/notifications/service";
import { tenantId } from "./tenants";

// The demo's notifications say only what its data shows. The bell once said "2 automatic replies
// could not be sent" while automatic replies were off and their log empty, and named reviews,
// edits and photo reports that did not exist. Kinds whose events the seed does not hold (edit
// results, automatic replies, photo reports) are left to the journeys that make them happen.

/** How many of acme's newest reviews the bell announces as new. */
const NEW_REVIEWS = 6;

/** LOCATION_DUPLICATE for every store the location seed marked as a duplicate. */
export async function seedNotifications(db: Db): Promise<void> {
  await notifyDuplicateLocations(db, { tenantId: tenantId("acme") });
}

/**
 * After the reviews import (activity.ts), which adds the year's reviews without notifying as a
 * first import does: acme's newest reviews as REVIEW_NEW, and the newest review its author edited
 * after writing it as REVIEW_UPDATE, each dated when it was written or edited. Each opens the
 * inbox on a review that is there. Answers how many were recorded.
 */
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
