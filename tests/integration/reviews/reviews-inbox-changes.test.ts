// What changes the reviews inbox after its first read (set-up in reviews-inbox-fixture.ts): a
// report and its outcome with their notifications, the trigger-kept counters the totals read
// through inserts, updates, memberships and deletions, and a text search's capped total.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { locations, notifications, reviews, workspaceLocations, workspaces } from "@/lib/db/schema";
import { REVIEW_LIMITS } from "@/lib/reviews/rules";
import { upsertReviews } from "@/lib/reviews/import";
import { callGraphQL } from "@/tests/integration/helpers/graphql-fixtures";
import {
  REPORT,
  db,
  yoga,
  fx,
  tokens,
  id,
  name,
  mapsReview,
  inbox,
  filtered,
  withInboxFixture,
} from "./reviews-inbox-fixture";

withInboxFixture();

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
    // A workspace holding store 2 before the reviews' own changes, whose counts agree() reads.
    const [two] = await db
      .insert(workspaces)
      .values({ tenantId: fx.tenantA, name: "Dos", description: "Store 2" })
      .returning({ id: workspaces.id });
    await db
      .insert(workspaceLocations)
      .values({ workspaceId: two!.id, locationId: fx.locationsA[1]!, tenantId: fx.tenantA });
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
    await upsertReviews(db, { tenantId: fx.tenantB, locationId: fx.locationsB[0]!, fetched: many });
    const text = await inbox({ filter: { text: "muchisimas" } }, "adminB");
    expect(text).toMatchObject({ total: REVIEW_LIMITS.textTotalCap, totalCapped: true });
    const fewer = await inbox({ filter: { text: "opiniones 100" } }, "adminB");
    // "100" begins the words 100 and 1000: below the cap the total is exact.
    expect(fewer).toMatchObject({ total: 2, totalCapped: false });
    expect(await inbox({}, "adminB")).toMatchObject({ total: 1002, totalCapped: false });
  });
});
