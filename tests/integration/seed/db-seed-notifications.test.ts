// The demo bell said "2 automatic replies could not be sent" while automatic replies were off and
// their log was empty, and its other notifications named reviews, edits and photo reports the
// demo did not hold. Each seeded notification must point at data the demo has.
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { autoReplies, locations, notifications, reviews } from "@/lib/db/schema";
import { seedReviewNotifications } from "@/lib/seed/notifications";
import { seedDatabase } from "@/lib/seed/seed";
import { tenantId } from "@/lib/seed/tenants";
import { userId } from "@/lib/seed/users";
import { createMapsClient } from "@/lib/maps/client";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { listNotificationGroups } from "@/lib/notifications/queries";
import { getAutoReplySettings } from "@/lib/reviews/auto-reply-settings";
import { importTenantReviews } from "@/lib/reviews/import";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

let handle: TestDb;
const acme = tenantId("acme");

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  // As `npm run db:seed` does, with fewer stores.
  await seedDatabase(handle.db, { stores: 12 });
  await seedMapsSimulator(handle.db);
  // The year of reviews seedLinkedActivity imports for acme (its metrics and Q&A play no part).
  const tokens = await simulatorSignIn("sim-owner-acme");
  const client = createMapsClient({ accessToken: tokens.access_token, fetch: simulatorFetch });
  await importTenantReviews(handle.db, { tenantId: acme, client, months: 12, now: new Date() });
  await seedReviewNotifications(handle.db);
}, 180_000);

afterAll(async () => {
  setDbForTests(undefined);
  await handle?.close();
});

describe("the demo's notifications", () => {
  it("are only of kinds whose events the demo holds", async () => {
    const groups = await listNotificationGroups(handle.db, {
      tenantId: acme,
      userId: userId("admin@acme.example"),
    });
    expect(groups.map((group) => group._id).sort()).toEqual([
      "LOCATION_DUPLICATE",
      "REVIEW_NEW",
      "REVIEW_UPDATE",
    ]);
    expect(groups.find((group) => group._id === "REVIEW_NEW")!.countLocationsNotRead).toBe(6);
    // No failed automatic reply is announced: automatic replies are off and their log is empty.
    expect((await getAutoReplySettings(handle.db, { tenantId: acme })).enabled).toBe(false);
    expect(await handle.db.select().from(autoReplies)).toEqual([]);
    const everyTenant = await handle.db.select({ type: notifications.type }).from(notifications);
    expect(everyTenant.map((row) => row.type)).not.toContain("REVIEW_RESPONSE_AUTOMATIC");
  });

  it("open reviews of the store they name, the newest ones, dated when they were written", async () => {
    const rows = await handle.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tenantId, acme),
          inArray(notifications.type, ["REVIEW_NEW", "REVIEW_UPDATE"]),
        ),
      );
    const named = await handle.db
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.tenantId, acme),
          inArray(
            reviews.googleId,
            rows.map((row) => row.subject),
          ),
        ),
      );
    const byName = new Map(named.map((review) => [review.googleId, review]));
    for (const row of rows) {
      const review = byName.get(row.subject);
      expect(review, row.subject).toBeDefined();
      expect(row.infoUrl).toEqual([review!.googleId]);
      expect(row.locationId).toBe(review!.locationId);
      expect(row.createdAt).toEqual(
        row.type === "REVIEW_NEW" ? review!.createTime : review!.updateTime,
      );
    }
    const newest = await handle.db
      .select({ googleId: reviews.googleId })
      .from(reviews)
      .where(eq(reviews.tenantId, acme))
      .orderBy(desc(reviews.createTime), desc(reviews.id))
      .limit(6);
    expect(
      rows
        .filter((row) => row.type === "REVIEW_NEW")
        .map((row) => row.subject)
        .sort(),
    ).toEqual(newest.map((review) => review.googleId).sort());
  });

  it("name as duplicates only the stores marked as such", async () => {
    const rows = await handle.db
      .select({ locationId: notifications.locationId })
      .from(notifications)
      .where(and(eq(notifications.tenantId, acme), eq(notifications.type, "LOCATION_DUPLICATE")));
    const duplicates = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.tenantId, acme), eq(locations.duplicateLocation, true)));
    expect(rows.map((row) => row.locationId).sort()).toEqual(
      duplicates.map((row) => row.id).sort(),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});
