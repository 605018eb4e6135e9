import "server-only";
import { and, eq, max, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, reviews } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import type { Review } from "@/lib/maps/types";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/onboarding/maps-access";
import { upsertReviews } from "@/lib/reviews/import";
import { recordNotifications } from "./service";

export type ReviewSyncResult = {
  newReviews: number;
  updatedReviews: number;
  notifications: number;
};

/** The tenant has no user whose maps authorization the sync could act with. */
export class ReviewSyncUnavailableError extends Error {
  constructor() {
    super("No user of the tenant has linked a maps-service account");
    this.name = "ReviewSyncUnavailableError";
  }
}

/** A maps client for the tenant, or ReviewSyncUnavailableError when nobody linked an account. */
async function syncClient(db: Db, tenantId: string): Promise<MapsClient> {
  try {
    return await tenantMapsClient(db, tenantId);
  } catch (error) {
    if (error instanceof MapsNotLinkedError) throw new ReviewSyncUnavailableError();
    throw error;
  }
}

type Change = { review: Review; location: { id: string }; kind: "REVIEW_NEW" | "REVIEW_UPDATE" };

/**
 * Reads the tenant's reviews from the maps service, stores them and notifies what changed since
 * the last sync: REVIEW_NEW for a review the product did not have, REVIEW_UPDATE for one whose
 * updateTime moved on. Incremental: per store it reads only reviews changed since the newest one
 * stored. The very first sync of a tenant (no review stored yet) is the baseline: it imports
 * without notifying, so a tenant's history does not arrive as thousands of "new" reviews.
 * The GraphQL mutation syncReviews and, later, the scheduled job call this.
 */
export async function syncTenantReviews(
  db: Db,
  { tenantId, client }: { tenantId: string; client?: MapsClient },
): Promise<ReviewSyncResult> {
  const maps = client ?? (await syncClient(db, tenantId));
  const stores = await db
    .select({
      id: locations.id,
      googleId: locations.googleId,
      account: locations.account,
      newest: max(reviews.updateTime),
      known: sql<number>`count(${reviews.id})::int`,
    })
    .from(locations)
    .leftJoin(reviews, and(eq(reviews.locationId, locations.id), eq(reviews.tenantId, tenantId)))
    .where(eq(locations.tenantId, tenantId))
    .groupBy(locations.id)
    .orderBy(locations.locationName, locations.id);
  const baseline = stores.every((store) => Number(store.known) === 0);

  const changes: Change[] = [];
  for (const store of stores) {
    const since = store.newest ? new Date(store.newest) : undefined;
    const fetched = await maps.listAllReviews(store.account, store.googleId, { since });
    if (fetched.length === 0) continue;
    const stored = await db
      .select({ googleId: reviews.googleId, updateTime: reviews.updateTime })
      .from(reviews)
      .where(
        and(
          eq(reviews.tenantId, tenantId),
          sql`${reviews.googleId} = any(${sql.param(fetched.map((r) => r.name))}::text[])`,
        ),
      );
    const known = new Map(stored.map((row) => [row.googleId, new Date(row.updateTime).getTime()]));
    for (const review of fetched) {
      const before = known.get(review.name);
      if (before === undefined) changes.push({ review, location: store, kind: "REVIEW_NEW" });
      else if (Date.parse(review.updateTime) > before)
        changes.push({ review, location: store, kind: "REVIEW_UPDATE" });
    }
    await upsertReviews(db, tenantId, store.id, fetched);
  }

  const notifications = baseline
    ? 0
    : await recordNotifications(
        db,
        changes.map(({ review, location, kind }) => ({
          tenantId,
          type: kind,
          subject: review.name,
          // A review updated twice notifies twice; the same update seen by two syncs, once.
          dedupeKey: kind === "REVIEW_UPDATE" ? review.updateTime : "",
          infoUrl: [review.name],
          locationId: location.id,
        })),
      );
  return {
    newReviews: changes.filter((c) => c.kind === "REVIEW_NEW").length,
    updatedReviews: changes.filter((c) => c.kind === "REVIEW_UPDATE").length,
    notifications,
  };
}
