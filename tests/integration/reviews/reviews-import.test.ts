// A review read from the maps service again (a sync, an onboarding import): its sentiment, photo
// and reply moderation follow the service, a review marked removed is back, and the author of the
// stored reply is kept unless the reply's text changed (an automatic reply read back stays one).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import type { Review } from "@/lib/maps/types";
import { reviewRow, upsertReviews } from "@/lib/reviews/import";
import { seedTwoTenantFixture, type Fixture } from "@/tests/integration/helpers/graphql-fixtures";
import { createTestDb } from "@/tests/integration/helpers/db";

let close: () => Promise<void>;
let db: Db;
let fx: Fixture;

beforeAll(async () => {
  const handle = await createTestDb();
  close = handle.close;
  db = handle.db;
  fx = await seedTwoTenantFixture(db);
});

afterAll(async () => close?.());

const NAME = "accounts/1/locations/9/reviews/r1";
const review = (extra: Partial<Review> = {}): Review => ({
  name: NAME,
  reviewId: "r1",
  reviewer: { displayName: "Lucía Gómez", profilePhotoUrl: "https://photos.test/lucia" },
  starRating: "ONE",
  comment: "Pésimo servicio, una vergüenza.",
  createTime: "2025-03-10T12:00:00Z",
  updateTime: "2025-03-10T12:00:00Z",
  ...extra,
});
const stored = async () => {
  const [row] = await db.select().from(reviews).where(eq(reviews.googleId, NAME));
  return row!;
};
const upsert = (fetched: Review) =>
  upsertReviews(db, { tenantId: fx.tenantA, locationId: fx.locationsA[0]!, fetched: [fetched] });

describe("reviewRow", () => {
  it("carries the sentiment, the reviewer's photo and the reply's moderation", () => {
    const row = reviewRow(
      fx.tenantA,
      fx.locationsA[0]!,
      review({
        reviewReply: {
          comment: "Llame al 555-0100",
          updateTime: "2025-03-10T13:00:00Z",
          reviewReplyState: "REJECTED",
          policyViolation: "PERSONAL_INFORMATION",
        },
      }),
    );
    expect(row).toMatchObject({
      sentiment: "NEGATIVE",
      reviewerPhotoUrl: "https://photos.test/lucia",
      replyState: "REJECTED",
      replyPolicyViolation: "PERSONAL_INFORMATION",
      replySource: "PERSON",
    });
  });

  it("falls back to the stars without a comment", () => {
    const row = reviewRow(fx.tenantA, fx.locationsA[0]!, review({ comment: undefined }));
    expect(row.sentiment).toBe("NEGATIVE");
    expect(row.replySource).toBeNull();
  });
});

describe("upsertReviews", () => {
  it("stores a new review and updates it as the service changes it", async () => {
    await upsert(review());
    expect(await stored()).toMatchObject({ sentiment: "NEGATIVE", replyComment: null });

    await upsert(
      review({
        starRating: "FIVE",
        comment: "Me encantó el lugar, muy limpio y ordenado.",
        updateTime: "2025-03-11T12:00:00Z",
        reviewer: { displayName: "Lucía G.", profilePhotoUrl: "https://photos.test/lucia2" },
        reviewReply: { comment: "¡Gracias!", updateTime: "2025-03-11T13:00:00Z" },
      }),
    );
    expect(await stored()).toMatchObject({
      starRating: 5,
      sentiment: "POSITIVE",
      reviewerName: "Lucía G.",
      reviewerPhotoUrl: "https://photos.test/lucia2",
      replyComment: "¡Gracias!",
      replyState: null,
      replySource: "PERSON",
    });
  });

  it("keeps an automatic reply's author while its text comes back, and follows its moderation", async () => {
    await db.update(reviews).set({ replySource: "AUTOMATIC" }).where(eq(reviews.googleId, NAME));
    await upsert(
      review({
        starRating: "FIVE",
        comment: "Me encantó el lugar, muy limpio y ordenado.",
        reviewReply: {
          comment: "¡Gracias!",
          updateTime: "2025-03-11T13:00:00Z",
          reviewReplyState: "APPROVED",
        },
      }),
    );
    expect(await stored()).toMatchObject({ replySource: "AUTOMATIC", replyState: "APPROVED" });
  });

  it("gives a reply whose text changed to a person, and a removed reply to nobody", async () => {
    const edited = { comment: "¡Gracias, Lucía!", updateTime: "2025-03-12T13:00:00Z" };
    await upsert(review({ starRating: "FIVE", reviewReply: edited }));
    expect((await stored()).replySource).toBe("PERSON");
    await upsert(review({ starRating: "FIVE" }));
    expect(await stored()).toMatchObject({
      replyComment: null,
      replyUpdateTime: null,
      replyState: null,
      replySource: null,
    });
  });

  it("brings back a review marked removed when the service lists it again", async () => {
    await db.update(reviews).set({ removedAt: new Date() }).where(eq(reviews.googleId, NAME));
    await upsert(review());
    expect((await stored()).removedAt).toBeNull();
  });
});
