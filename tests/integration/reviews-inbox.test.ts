// The reviews inbox through GraphQL (`reviews`, `review`, `reviewLocations`, `setReviewReport`), as
// /apps/reviews and API clients send it: every filter and sort, two tenants kept apart by id and by
// filter, the reviews section required, bad input answered BAD_USER_INPUT with nothing written,
// and the notifications a report's outcome raises.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import {
  jobItems,
  jobs,
  locations,
  memberSettings,
  notifications,
  reviews,
  roles,
  userRoles,
  users,
  workspaceLocations,
  workspaces,
} from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import type { Review, StarRating } from "@/lib/maps/types";
import { REVIEW_LIMITS } from "@/lib/reviews/limits";
import { upsertReviews } from "@/lib/reviews/import";
import { callGraphQL, seedTwoTenantFixture, tokenFor, type Fixture } from "./graphql-fixtures";
import { createTestDb } from "./helpers/db";

const INBOX = /* GraphQL */ `
  query Inbox($filter: ReviewFilter, $sort: ReviewSort, $limit: Int, $offset: Int) {
    reviews(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total
      totalCapped
      items {
        id
        name
        rating
        comment
        reviewer
        sentiment
        updateTime
        reported
        removedAt
        reply {
          comment
          state
          policyViolation
          automatic
        }
        replyJob {
          jobId
          status
          comment
        }
        location {
          id
          title
          locality
        }
      }
    }
  }
`;
const ONE = /* GraphQL */ `
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
const REPORT = /* GraphQL */ `
  mutation Report($reviewId: ID!, $status: ReviewReportStatus) {
    setReviewReport(reviewId: $reviewId, status: $status) {
      id
      reported
    }
  }
`;
const STORES = /* GraphQL */ `
  query Stores($search: String, $ids: [ID!], $workspaceId: ID, $limit: Int) {
    reviewLocations(search: $search, ids: $ids, workspaceId: $workspaceId, limit: $limit) {
      id
      title
    }
  }
`;

type Item = {
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
type Page = { total: number; totalCapped: boolean; items: Item[] };

let close: () => Promise<void>;
let db: Db;
let yoga: GraphQLServer;
let fx: Fixture;
let statements = 0;
const tokens: Record<string, string> = {};
/** Tenant A's reviews by label, and tenant B's one. */
const id: Record<string, string> = {};
const name: Record<string, string> = {};

const STARS: StarRating[] = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];
function mapsReview(
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

beforeAll(async () => {
  const handle = await createTestDb({ onQuery: () => void statements++ });
  close = handle.close;
  db = handle.db;
  fx = await seedTwoTenantFixture(db);
  // The reviews section also admits GMB_FILES_REVIEWS, which the shared fixture has no user of.
  const [role] = await db.insert(roles).values({ name: "GMB_FILES_REVIEWS" }).returning();
  const [gmb] = await db
    .insert(users)
    .values({
      tenantId: fx.tenantA,
      kind: "storeplus",
      email: "gmba@alpha.test",
      firstName: "gmbA",
      lastName: "TenantA",
      isStoreplusUser: true,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: gmb!.id, roleId: role!.id });
  await db.insert(memberSettings).values({ userId: gmb!.id, tenantId: fx.tenantA });
  tokens.gmbA = await tokenFor(db, gmb!.id);
  for (const [key, userId] of Object.entries(fx.users)) tokens[key] = await tokenFor(db, userId);

  const [s1, s2, s3] = fx.locationsA;
  await upsertReviews(db, fx.tenantA, s1!, [
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
  ]);
  await upsertReviews(db, fx.tenantA, s2!, [
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
  ]);
  await upsertReviews(db, fx.tenantA, s3!, [
    mapsReview("A5", 4, "2025-03-14T12:00:00Z", { comment: "Buen lugar, 50% off_sale" }),
  ]);
  await upsertReviews(db, fx.tenantB, fx.locationsB[0]!, [
    mapsReview("B1", 5, "2025-03-16T12:00:00Z", {
      comment: "Excelente atención, rude words and gracias",
    }),
  ]);
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

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

async function inbox(variables: Record<string, unknown> = {}, user = "adminA"): Promise<Page> {
  const res = await callGraphQL(yoga, INBOX, { token: tokens[user], variables });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.reviews;
}
const labels = (page: Page) =>
  page.items.map((item) => Object.keys(id).find((key) => id[key] === item.id));
const filtered = async (filter: Record<string, unknown>) => (await inbox({ filter })).items;
/** The labels a filter keeps; its total (from review_counts or a count) must agree with them. */
const labelsOf = async (filter: Record<string, unknown>) => {
  const page = await inbox({ filter });
  expect(page.total).toBe(page.items.length);
  return labels(page).sort();
};

describe("the inbox page", () => {
  it("lists the tenant's reviews newest first, removed ones left out, with their total", async () => {
    const page = await inbox();
    expect(labels(page)).toEqual(["A5", "A4", "A3", "A2", "A1"]);
    expect(page.total).toBe(5);
  });

  it("resolves each review's fields from its row, store and reply", async () => {
    const items = await filtered({});
    const a1 = items.find((item) => item.id === id.A1)!;
    expect(a1).toMatchObject({
      name: name.A1,
      rating: 5,
      reviewer: "Lucía Gómez",
      sentiment: "POSITIVE",
      reported: null,
      reply: { comment: "¡Gracias Lucía!", state: "APPROVED", policyViolation: null },
      replyJob: null,
      location: { id: fx.locationsA[0], title: "A Store 1", locality: "Palermo" },
    });
    const a3 = items.find((item) => item.id === id.A3)!;
    expect(a3.reviewer).toBe("A Google User");
    expect(a3.sentiment).toBe("NEUTRAL");
    const a4 = items.find((item) => item.id === id.A4)!;
    expect(a4.reply).toMatchObject({ state: "REJECTED", policyViolation: "PERSONAL_INFORMATION" });
    expect(a4.reported).toBe("APPROVED");
    expect(items.find((item) => item.id === id.A2)!.sentiment).toBe("NEGATIVE");
  });

  it("pages with a stable order and still counts a page past the end", async () => {
    const page = await inbox({ limit: 2, offset: 2 });
    expect(labels(page)).toEqual(["A3", "A2"]);
    expect(page.total).toBe(5);
    const past = await inbox({ limit: 10, offset: 10 });
    expect(past).toEqual({ items: [], total: 5, totalCapped: false });
  });

  it("answers a page in at most 3 SQL statements (session user, workspace, page)", async () => {
    const [ws] = await db
      .insert(workspaces)
      .values({ tenantId: fx.tenantA, name: "Statements", description: "x" })
      .returning({ id: workspaces.id });
    statements = 0;
    await inbox({ filter: { workspaceId: ws!.id, text: "gracias", ratings: [5] } });
    expect(statements).toBeLessThanOrEqual(3);
  });
});

describe("filters", () => {
  it("keeps removed reviews only when asked", async () => {
    expect(await labelsOf({ includeRemoved: true })).toEqual(["A1", "A2", "A3", "A4", "A5", "A6"]);
    expect(await labelsOf({ includeRemoved: false })).toEqual(["A1", "A2", "A3", "A4", "A5"]);
  });

  it("by store, review id and resource name (as notifications pass them)", async () => {
    expect(await labelsOf({ locationIds: [fx.locationsA[0]] })).toEqual(["A1", "A3"]);
    expect(await labelsOf({ ids: [id.A2, id.A5] })).toEqual(["A2", "A5"]);
    expect(await labelsOf({ names: [name.A4] })).toEqual(["A4"]);
    // An empty list is a facet with nothing ticked: it filters nothing.
    expect(await labelsOf({ ratings: [] })).toHaveLength(5);
  });

  it("by rating, answered, sentiment, reply state, report status and comment", async () => {
    expect(await labelsOf({ ratings: [1, 2] })).toEqual(["A2", "A4"]);
    expect(await labelsOf({ answered: "ANSWERED" })).toEqual(["A1", "A3", "A4"]);
    expect(await labelsOf({ answered: "UNANSWERED" })).toEqual(["A2", "A5"]);
    expect(await labelsOf({ sentiments: ["NEGATIVE"] })).toEqual(["A2", "A4"]);
    expect(await labelsOf({ sentiments: ["POSITIVE", "NEUTRAL"] })).toEqual(["A1", "A3", "A5"]);
    expect(await labelsOf({ replyStates: ["REJECTED"] })).toEqual(["A4"]);
    expect(await labelsOf({ replyStates: ["PENDING", "APPROVED"] })).toEqual(["A1", "A3"]);
    expect(await labelsOf({ reported: ["APPROVED"] })).toEqual(["A4"]);
    expect(await labelsOf({ reported: ["REPORTED"] })).toEqual([]);
    expect(await labelsOf({ withComment: true })).toEqual(["A1", "A2", "A4", "A5"]);
    expect(await labelsOf({ withComment: false })).toEqual(["A3"]);
  });

  it("by update day, in UTC or in the user's time zone", async () => {
    expect(await labelsOf({ from: "2025-03-11", to: "2025-03-11" })).toEqual(["A2"]);
    expect(await labelsOf({ from: "2025-03-13" })).toEqual(["A4", "A5"]);
    expect(await labelsOf({ to: "2025-03-10" })).toEqual(["A1"]);
    const buenosAires = "America/Argentina/Buenos_Aires";
    expect(await labelsOf({ from: "2025-03-10", to: "2025-03-10", timeZone: buenosAires })).toEqual(
      ["A1", "A2"],
    );
    expect(await labelsOf({ from: "2025-03-11", to: "2025-03-11", timeZone: buenosAires })).toEqual(
      [],
    );
  });

  it("by the words of a text in the comment, the reply or the reviewer, accents or not", async () => {
    expect(await labelsOf({ text: "RUDE" })).toEqual(["A2"]);
    expect(await labelsOf({ text: "gracias" })).toEqual(["A1"]);
    expect(await labelsOf({ text: "gómez" })).toEqual(["A1"]);
    expect(await labelsOf({ text: "GOMEZ" })).toEqual(["A1"]);
    // Each word begins a word, in any order; punctuation only separates words.
    expect(await labelsOf({ text: "lug bue" })).toEqual(["A5"]);
    expect(await labelsOf({ text: "50%" })).toEqual(["A5"]);
    expect(await labelsOf({ text: "sale, off" })).toEqual(["A5"]);
    expect(await labelsOf({ text: "ugar" })).toEqual([]);
    expect(await labelsOf({ text: "lugar gracias" })).toEqual([]);
    // Quotes and query syntax are only separators; a text without a word matches nothing.
    expect(await labelsOf({ text: "'lugar' | !x" })).toEqual([]);
    expect(await labelsOf({ text: "%_" })).toEqual([]);
  });

  it("by workspace: its stores; the default workspace or an unknown id keeps all", async () => {
    const [ws] = await db
      .insert(workspaces)
      .values({ tenantId: fx.tenantA, name: "Dos", description: "Store 2" })
      .returning({ id: workspaces.id });
    await db
      .insert(workspaceLocations)
      .values({ workspaceId: ws!.id, locationId: fx.locationsA[1]!, tenantId: fx.tenantA });
    expect(await labelsOf({ workspaceId: ws!.id })).toEqual(["A2", "A4"]);
    // Facets within a workspace: the total comes from review_workspace_counts.
    const negative = { workspaceId: ws!.id, answered: "UNANSWERED", sentiments: ["NEGATIVE"] };
    expect(await labelsOf(negative)).toEqual(["A2"]);
    expect(await labelsOf({ workspaceId: ws!.id, reported: ["APPROVED"] })).toEqual(["A4"]);
    expect(await labelsOf({ workspaceId: "00000000-0000-4000-8000-000000000000" })).toHaveLength(5);
    expect(await labelsOf({ workspaceId: "not-a-workspace" })).toHaveLength(5);
    const [wsB] = await db
      .insert(workspaces)
      .values({ tenantId: fx.tenantB, name: "Bravo", description: "B" })
      .returning({ id: workspaces.id });
    expect(await labelsOf({ workspaceId: wsB!.id })).toHaveLength(5);
  });

  it("ANDs filters", async () => {
    expect(await labelsOf({ locationIds: [fx.locationsA[1]], answered: "UNANSWERED" })).toEqual([
      "A2",
    ]);
  });
});

describe("sorts", () => {
  it("by update time either way, and by rating either way", async () => {
    const asc = await inbox({ sort: { by: "updateTime", direction: "asc" } });
    expect(labels(asc)).toEqual(["A1", "A2", "A3", "A4", "A5"]);
    const best = await inbox({ sort: { by: "rating", direction: "desc" } });
    expect(labels(best)).toEqual(["A1", "A5", "A3", "A4", "A2"]);
    const worst = await inbox({ sort: { by: "rating", direction: "asc" } });
    expect(labels(worst)).toEqual(["A2", "A4", "A3", "A5", "A1"]);
  });

  it("by rating, ties by update time in the same direction (the index's order)", async () => {
    const sort = (direction: string) => ({
      filter: { includeRemoved: true, ratings: [5] },
      sort: { by: "rating", direction },
    });
    expect(labels(await inbox(sort("asc")))).toEqual(["A1", "A6"]);
    expect(labels(await inbox(sort("desc")))).toEqual(["A6", "A1"]);
  });
});

describe("one review", () => {
  it("reads its latest reply job in the same record", async () => {
    const [job] = await db
      .insert(jobs)
      .values({ tenantId: fx.tenantA, kind: "REVIEW_REPLY", total: 1 })
      .returning({ id: jobs.id });
    const [item] = await db
      .insert(jobItems)
      .values({
        jobId: job!.id,
        tenantId: fx.tenantA,
        locationId: fx.locationsA[1]!,
        status: "FAILED",
        payload: { reviewId: id.A2, comment: "Lo sentimos" },
        error: "INVALID_ARGUMENT",
      })
      .returning({ id: jobItems.id });
    await db.update(reviews).set({ replyJobItemId: item!.id }).where(eq(reviews.id, id.A2!));
    const res = await callGraphQL(yoga, ONE, { token: tokens.reviewsA, variables: { id: id.A2 } });
    expect(res.body.data.review).toEqual({
      id: id.A2,
      reviewer: "John Smith",
      replyJob: {
        jobId: job!.id,
        status: "FAILED",
        comment: "Lo sentimos",
        error: "INVALID_ARGUMENT",
      },
    });
    const listed = (await filtered({ ids: [id.A2] }))[0]!;
    expect(listed.replyJob).toEqual({ jobId: job!.id, status: "FAILED", comment: "Lo sentimos" });
  });

  it("is null for an unknown id", async () => {
    const res = await callGraphQL(yoga, ONE, {
      token: tokens.adminA,
      variables: { id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(res.body.data.review).toBeNull();
  });
});

describe("reviewLocations: the stores the inbox filters by", () => {
  it("searches name, code and city; names the stores of ids; never another tenant's", async () => {
    const ask = async (variables: Record<string, unknown>, user = "reviewsA") => {
      const res = await callGraphQL(yoga, STORES, { token: tokens[user], variables });
      expect(res.body.errors).toBeUndefined();
      return (res.body.data.reviewLocations as { title: string }[]).map((s) => s.title);
    };
    expect(await ask({})).toEqual(["A Store 1", "A Store 2", "A Store 3"]);
    expect(await ask({ search: "palermo" })).toEqual(["A Store 1", "A Store 3"]);
    expect(await ask({ search: "A-2" })).toEqual(["A Store 2"]);
    expect(await ask({ limit: 1 })).toEqual(["A Store 1"]);
    expect(await ask({ ids: [fx.locationsA[2], fx.locationsB[0]] })).toEqual(["A Store 3"]);
    expect(await ask({ search: "B Store" })).toEqual([]);
  });
});

describe("tenant isolation", () => {
  it("tenant B sees only its review, by list, by id and by filter", async () => {
    const page = await inbox({}, "adminB");
    expect(page.items.map((item) => item.id)).toEqual([id.B1]);
    expect((await inbox({ filter: { ids: [id.A1, id.A2] } }, "adminB")).total).toBe(0);
    expect((await inbox({ filter: { names: [name.A1] } }, "adminB")).total).toBe(0);
    expect((await inbox({ filter: { locationIds: [fx.locationsA[0]] } }, "adminB")).items).toEqual(
      [],
    );
    const res = await callGraphQL(yoga, ONE, { token: tokens.adminB, variables: { id: id.A1 } });
    expect(res.body.data.review).toBeNull();
    // Tenant A's text search does not reach B's review that contains the same words.
    expect(await labelsOf({ text: "gracias" })).toEqual(["A1"]);
  });

  it("tenant B cannot report tenant A's review", async () => {
    const res = await callGraphQL(yoga, REPORT, {
      token: tokens.adminB,
      variables: { reviewId: id.A5, status: "REPORTED" },
    });
    expect(codes(res.body)).toEqual(["NOT_FOUND"]);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id.A5!));
    expect(row!.reportStatus).toBeNull();
  });
});

describe("roles", () => {
  it.each(["adminA", "reviewsA", "gmbA"])("%s may read the inbox", async (user) => {
    expect((await inbox({}, user)).total).toBe(5);
  });

  it.each(["storeA", "leadA"])("%s gets FORBIDDEN on every reviews field", async (user) => {
    const token = tokens[user];
    for (const [query, variables] of [
      [INBOX, {}],
      [ONE, { id: id.A1 }],
      [STORES, {}],
      [REPORT, { reviewId: id.A1, status: "REPORTED" }],
    ] as const) {
      const res = await callGraphQL(yoga, query, { token, variables });
      expect(codes(res.body)).toEqual(["FORBIDDEN"]);
    }
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id.A1!));
    expect(row!.reportStatus).toBeNull();
  });

  it("answers UNAUTHENTICATED without a session", async () => {
    const res = await callGraphQL(yoga, INBOX, {});
    expect(codes(res.body)).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("bad input answers BAD_USER_INPUT and writes nothing", () => {
  it.each([
    ["a page of 500", { limit: 500 }],
    ["a negative offset", { offset: -1 }],
    ["a text of one letter", { filter: { text: "a" } }],
    ["a text of 101 letters", { filter: { text: "x".repeat(101) } }],
    ["an unknown sentiment", { filter: { sentiments: ["HAPPY"] } }],
    ["an unknown sort", { sort: { by: "reviewer", direction: "asc" } }],
    ["a day that does not exist", { filter: { from: "2025-02-30" } }],
    ["a date in another format", { filter: { to: "10/03/2025" } }],
    ["from after to", { filter: { from: "2025-03-12", to: "2025-03-10" } }],
    ["an unknown time zone", { filter: { timeZone: "Mars/Olympus_Mons" } }],
    ["a rating of 6", { filter: { ratings: [6] } }],
    ["a store id that is not an id", { filter: { locationIds: ["store-1"] } }],
    ["101 review ids", { filter: { ids: Array(101).fill(id.A1) } }],
  ])("%s", async (_label, variables) => {
    const res = await callGraphQL(yoga, INBOX, { token: tokens.adminA, variables });
    expect(codes(res.body)).toEqual(["BAD_USER_INPUT"]);
  });

  it("names the field of each issue", async () => {
    const res = await callGraphQL(yoga, INBOX, {
      token: tokens.adminA,
      variables: { filter: { text: "a", timeZone: "Nowhere/City" } },
    });
    expect(res.body.errors[0].extensions.issues).toEqual(
      expect.arrayContaining([
        { path: "filter.text", message: "tooShort" },
        { path: "filter.timeZone", message: "invalidTimeZone" },
      ]),
    );
  });

  it("refuses a bad report status, a bad id and an outcome never reported, writing nothing", async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    for (const [variables, code] of [
      [{ reviewId: id.A5, status: "DELETED" }, "BAD_USER_INPUT"],
      [{ reviewId: "review-5", status: "REPORTED" }, "BAD_USER_INPUT"],
      [{ reviewId: id.A5, status: "APPROVED" }, "BAD_USER_INPUT"],
    ] as const) {
      const res = await callGraphQL(yoga, REPORT, { token: tokens.adminA, variables });
      expect(codes(res.body)).toEqual([code]);
    }
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id.A5!));
    expect(row!.reportStatus).toBeNull();
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe("setReviewReport", () => {
  const report = async (status: string | null, user = "reviewsA") => {
    const res = await callGraphQL(yoga, REPORT, {
      token: tokens[user],
      variables: { reviewId: id.A3, status },
    });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.setReviewReport.reported;
  };
  const raised = async () =>
    db
      .select({
        type: notifications.type,
        infoUrl: notifications.infoUrl,
        locationId: notifications.locationId,
      })
      .from(notifications)
      .where(and(eq(notifications.tenantId, fx.tenantA), eq(notifications.subject, name.A3!)))
      .orderBy(notifications.createdAt);

  it("records a report, then its outcome, raising the outcome's notification", async () => {
    expect(await report("REPORTED")).toBe("REPORTED");
    expect(await raised()).toEqual([]);
    expect(await report("APPROVED", "gmbA")).toBe("APPROVED");
    expect(await raised()).toEqual([
      { type: "REVIEW_APPROVED_REPORTED", infoUrl: [name.A3], locationId: fx.locationsA[0] },
    ]);
    expect((await filtered({ reported: ["APPROVED"] })).map((r) => r.id)).toContain(id.A3);
  });

  it("lets the status change: a corrected outcome notifies again, the same one does not", async () => {
    expect(await report("REJECTED")).toBe("REJECTED");
    expect(await report("REJECTED")).toBe("REJECTED");
    expect((await raised()).map((n) => n.type)).toEqual([
      "REVIEW_APPROVED_REPORTED",
      "REVIEW_REJECTED_REPORTED",
    ]);
    // An appeal after a rejection is a new report; clearing undoes a mistake.
    expect(await report("REPORTED")).toBe("REPORTED");
    expect(await report(null)).toBeNull();
    expect((await raised()).length).toBe(2);
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id.A3!));
    expect(row!.reportStatus).toBeNull();
    expect(row!.reportUpdatedAt).not.toBeNull();
  });
});

describe("review_counts, review_location_counts and review_workspace_counts (the totals' counters)", () => {
  it("agree with the reviews after inserts, updates, memberships and deletions", async () => {
    const agree = async () => {
      const counted = await db.execute(sql`
        select tenant_id, star_rating, sentiment, reply_comment is not null as answered,
          coalesce(reply_state, '') as reply_state, coalesce(report_status, '') as report_status,
          comment is not null as with_comment, removed_at is not null as removed,
          count(*)::int as count
        from reviews group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8`);
      const kept = await db.execute(sql`
        select tenant_id, star_rating, sentiment, answered, reply_state, report_status,
          with_comment, removed, count
        from review_counts where count <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8`);
      const rows = (result: unknown) =>
        Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      expect(rows(kept)).toEqual(rows(counted));
      const perStore = await db.execute(sql`
        select tenant_id, location_id, reply_comment is not null as answered,
          removed_at is not null as removed, count(*)::int as count
        from reviews group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
      const keptPerStore = await db.execute(sql`
        select tenant_id, location_id, answered, removed, count
        from review_location_counts where count <> 0 order by 1, 2, 3, 4`);
      expect(rows(keptPerStore)).toEqual(rows(perStore));
      const perWorkspace = await db.execute(sql`
        select w.workspace_id, r.star_rating, r.sentiment, r.reply_comment is not null as answered,
          coalesce(r.reply_state, '') as reply_state,
          coalesce(r.report_status, '') as report_status, r.comment is not null as with_comment,
          r.removed_at is not null as removed, count(*)::int as count
        from reviews r join workspace_locations w on w.location_id = r.location_id
        group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8`);
      const keptPerWorkspace = await db.execute(sql`
        select workspace_id, star_rating, sentiment, answered, reply_state, report_status,
          with_comment, removed, count
        from review_workspace_counts where count <> 0 order by 1, 2, 3, 4, 5, 6, 7, 8`);
      expect(rows(keptPerWorkspace)).toEqual(rows(perWorkspace));
      expect(rows(keptPerWorkspace).length).toBeGreaterThan(0);
    };
    await agree();
    const [ws] = await db
      .insert(workspaces)
      .values({ tenantId: fx.tenantA, name: "Contadas", description: "Counted" })
      .returning({ id: workspaces.id });
    await db.insert(workspaceLocations).values(
      [0, 1, 2].map((i) => ({
        workspaceId: ws!.id,
        locationId: fx.locationsA[i]!,
        tenantId: fx.tenantA,
      })),
    );
    await agree();
    await db
      .update(reviews)
      .set({ replyComment: "Gracias", sentiment: "POSITIVE" })
      .where(eq(reviews.tenantId, fx.tenantA));
    await agree();
    await db
      .delete(workspaceLocations)
      .where(
        and(
          eq(workspaceLocations.workspaceId, ws!.id),
          eq(workspaceLocations.locationId, fx.locationsA[0]!),
        ),
      );
    await agree();
    await db.delete(locations).where(eq(locations.id, fx.locationsA[2]!));
    await agree();
    await db.delete(workspaces).where(eq(workspaces.id, ws!.id));
    await agree();
    expect((await inbox()).total).toBe(4);
  });
});

describe("a text search's total", () => {
  it("counts up to 1,000 matches, then says more match; other totals stay exact", async () => {
    const many = Array.from({ length: 1001 }, (_, i) =>
      mapsReview(`B-many-${i}`, 4, "2025-04-01T12:00:00Z", {
        comment: `Muchísimas opiniones ${i}`,
      }),
    );
    await upsertReviews(db, fx.tenantB, fx.locationsB[0]!, many);
    const text = await inbox({ filter: { text: "muchisimas" } }, "adminB");
    expect(text).toMatchObject({ total: REVIEW_LIMITS.textTotalCap, totalCapped: true });
    const fewer = await inbox({ filter: { text: "opiniones 100" } }, "adminB");
    // "100" begins the words 100 and 1000: below the cap the total is exact.
    expect(fewer).toMatchObject({ total: 2, totalCapped: false });
    expect(await inbox({}, "adminB")).toMatchObject({ total: 1002, totalCapped: false });
  });
});
