// The reviews inbox's integration set-up, shared by reviews-inbox.test.ts and
// reviews-inbox-changes.test.ts: two tenants, six reviews of tenant A (A6 removed, A4 reported)
// and one of tenant B, their GraphQL operations, and helpers that read the inbox as a user.
// Importing it registers the file's beforeAll and afterAll.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import type { Review, StarRating } from "@/lib/maps/types";
import { upsertReviews } from "@/lib/reviews/import";
import { ReviewsInboxQuery, SetReviewReportMutation } from "@/lib/reviews/operations";
import {
  addUserWithRole,
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import { createTestDb } from "@/tests/integration/helpers/db";

export const INBOX = ReviewsInboxQuery;
export const ONE = /* GraphQL */ `
  query OneReview($id: ID!) {
    review(id: $id) {
      id
      reviewer
      replyJob {
        jobId
        status
        comment
        error
      }
    }
  }
`;
export const REPORT = SetReviewReportMutation;
export const STORES = /* GraphQL */ `
  query Stores($search: String, $ids: [ID!], $workspaceId: ID, $limit: Int) {
    reviewLocations(search: $search, ids: $ids, workspaceId: $workspaceId, limit: $limit) {
      id
      title
    }
  }
`;

export type Item = {
  id: string;
  name: string;
  rating: number;
  reviewer: string;
  sentiment: string;
  reported: string | null;
  reply: { comment: string; state: string | null; policyViolation: string | null } | null;
  replyJob: { jobId: string; status: string; comment: string | null } | null;
  location: { id: string; title: string; locality: string | null };
};
export type Page = { total: number; totalCapped: boolean; items: Item[] };

let close: () => Promise<void>;
export let db: Db;
export let yoga: GraphQLServer;
export let fx: Fixture;
/** SQL statements run so far: a test zeroes it to count a request's. */
export const counted = { statements: 0 };
export const tokens: Record<string, string> = {};
/** Tenant A's reviews by label, and tenant B's one. */
export const id: Record<string, string> = {};
export const name: Record<string, string> = {};

const STARS: StarRating[] = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];
export function mapsReview(
  key: string,
  stars: number,
  updateTime: string,
  extra: Partial<Review> = {},
): Review {
  return {
    name: `accounts/1/locations/${key[0]}/reviews/${key}`,
    reviewId: key,
    reviewer: { displayName: "Ana Pérez" },
    starRating: STARS[stars - 1]!,
    createTime: updateTime,
    updateTime,
    ...extra,
  };
}

/** The inbox's two seeded tenants, opened before the tests of the file that calls it and closed after them. */
export function withInboxFixture(): void {
  beforeAll(async () => {
    const handle = await createTestDb({ onQuery: () => void counted.statements++ });
    close = handle.close;
    db = handle.db;
    fx = await seedTwoTenantFixture(db);
    // The reviews section also admits GMB_FILES_REVIEWS, which the shared fixture has no user of.
    tokens.gmbA = await addUserWithRole(db, fx.tenantA, "gmbA", "GMB_FILES_REVIEWS");
    for (const [key, userId] of Object.entries(fx.users)) tokens[key] = await tokenFor(db, userId);

    const [s1, s2, s3] = fx.locationsA;
    await upsertReviews(db, {
      tenantId: fx.tenantA,
      locationId: s1!,
      fetched: [
        mapsReview("A1", 5, "2025-03-10T12:00:00Z", {
          comment: "Excelente atención, el personal muy amable y rápido.",
          reviewer: { displayName: "Lucía Gómez", profilePhotoUrl: "https://photos.test/lucia" },
          reviewReply: {
            comment: "¡Gracias Lucía!",
            updateTime: "2025-03-10T13:00:00Z",
            reviewReplyState: "APPROVED",
          },
        }),
        mapsReview("A3", 3, "2025-03-12T12:00:00Z", {
          reviewer: { isAnonymous: true },
          reviewReply: {
            comment: "Thanks for the stars",
            updateTime: "2025-03-12T13:00:00Z",
            reviewReplyState: "PENDING",
          },
        }),
        mapsReview("A6", 5, "2025-03-15T12:00:00Z", { comment: "Great place" }),
      ],
    });
    await upsertReviews(db, {
      tenantId: fx.tenantA,
      locationId: s2!,
      fetched: [
        // 23:30 on 10 March in Buenos Aires, 11 March in UTC.
        mapsReview("A2", 1, "2025-03-11T02:30:00Z", {
          comment: "Terrible experience, rude staff and a dirty store.",
          reviewer: { displayName: "John Smith" },
        }),
        mapsReview("A4", 2, "2025-03-13T12:00:00Z", {
          comment: "Muy caro para lo que ofrecen y la comida llegó fría.",
          reviewReply: {
            comment: "Call me at 555-0100",
            updateTime: "2025-03-13T13:00:00Z",
            reviewReplyState: "REJECTED",
            policyViolation: "PERSONAL_INFORMATION",
          },
        }),
      ],
    });
    await upsertReviews(db, {
      tenantId: fx.tenantA,
      locationId: s3!,
      fetched: [
        mapsReview("A5", 4, "2025-03-14T12:00:00Z", { comment: "Buen lugar, 50% off_sale" }),
      ],
    });
    await upsertReviews(db, {
      tenantId: fx.tenantB,
      locationId: fx.locationsB[0]!,
      fetched: [
        mapsReview("B1", 5, "2025-03-16T12:00:00Z", {
          comment: "Excelente atención, rude words and gracias",
        }),
      ],
    });
    for (const row of await db.select().from(reviews)) {
      const key = row.googleId.split("/").pop()!;
      id[key] = row.id;
      name[key] = row.googleId;
    }
    await db
      .update(reviews)
      .set({ removedAt: new Date("2025-03-16T00:00:00Z") })
      .where(eq(reviews.id, id.A6!));
    await db.update(reviews).set({ reportStatus: "APPROVED" }).where(eq(reviews.id, id.A4!));
    yoga = createGraphQLServer({ getDb: async () => db });
  });

  afterAll(async () => close?.());
}

export const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

export async function inbox(
  variables: Record<string, unknown> = {},
  user = "adminA",
): Promise<Page> {
  const res = await callGraphQL(yoga, INBOX, { token: tokens[user], variables });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.reviews;
}
export const labels = (page: Page) =>
  page.items.map((item) => Object.keys(id).find((key) => id[key] === item.id));
export const filtered = async (filter: Record<string, unknown>) => (await inbox({ filter })).items;
/** The labels a filter keeps; its total (from review_counts or a count) must agree with them. */
export const labelsOf = async (filter: Record<string, unknown>) => {
  const page = await inbox({ filter });
  expect(page.total).toBe(page.items.length);
  return labels(page).sort();
};
