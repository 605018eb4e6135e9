// The reviews inbox through GraphQL (`reviews`, `review`, `reviewLocations`), as /apps/reviews and
// API clients read it: every filter and sort, two tenants kept apart by id and by filter, the
// reviews section required, and bad input answered BAD_USER_INPUT with nothing written.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  jobItems,
  jobs,
  notifications,
  reviews,
  workspaceLocations,
  workspaces,
} from "@/lib/db/schema";
import { callGraphQL } from "@/tests/integration/helpers/graphql-fixtures";
import {
  INBOX,
  ONE,
  REPORT,
  STORES,
  db,
  yoga,
  fx,
  counted,
  tokens,
  id,
  name,
  codes,
  inbox,
  labels,
  filtered,
  labelsOf,
  withInboxFixture,
} from "./reviews-inbox-fixture";

withInboxFixture();

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
    counted.statements = 0;
    await inbox({ filter: { workspaceId: ws!.id, text: "gracias", ratings: [5] } });
    expect(counted.statements).toBeLessThanOrEqual(3);
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
    const [wsB] = await db
      .insert(workspaces)
      .values({ tenantId: fx.tenantB, name: "Bravo", description: "B" })
      .returning({ id: workspaces.id });
    // An id that is not one of the tenant's workspaces is NOT_FOUND, never every store.
    for (const workspaceId of [
      "00000000-0000-4000-8000-000000000000",
      "not-a-workspace",
      wsB!.id,
    ]) {
      const res = await callGraphQL(yoga, INBOX, {
        token: tokens.adminA,
        variables: { filter: { workspaceId } },
      });
      expect(codes(res.body), workspaceId).toEqual(["NOT_FOUND"]);
    }
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
    expect(listed.replyJob).toMatchObject({
      jobId: job!.id,
      status: "FAILED",
      comment: "Lo sentimos",
    });
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
