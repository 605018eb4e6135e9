// The maps simulator's v4 reviews API as the product calls it: listing, paging, replies and their
// moderation, batchGetReviews, arrivals after the seed moment, bad input and access.
import { describe, expect, it, vi } from "vitest";
import type { Review } from "@/lib/maps/types";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { reviewProfile } from "@/lib/maps-simulator/reviews/seeded-reviews";
import {
  SEEDED_AT,
  busyLocation,
  call,
  reviewsPath,
  sim,
  withReviewsSimulator,
} from "./maps-reviews-fixture";

withReviewsSimulator();

describe("v4 reviews", () => {
  it("lists seeded reviews in Google's shape, newest change first, paging through all once", async () => {
    const location = busyLocation();
    const first = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: sim.acme });
    expect(first.status).toBe(200);
    const total = first.body.totalReviewCount;
    expect(total).toBe(reviewProfile(location).count);
    expect(first.body.averageRating).toBeGreaterThanOrEqual(1);
    expect(first.body.averageRating).toBeLessThanOrEqual(5);
    const review: Review = first.body.reviews[0];
    expect(review.name).toBe(`accounts/1001/locations/${location}/reviews/${review.reviewId}`);
    expect(["ONE", "TWO", "THREE", "FOUR", "FIVE"]).toContain(review.starRating);
    expect(review.reviewer.displayName).toBeTruthy();
    const seen: Review[] = [...first.body.reviews];
    let token: string | undefined = first.body.nextPageToken;
    while (token) {
      const page = await call("GET", `${reviewsPath(location)}?pageSize=50&pageToken=${token}`, {
        token: sim.acme,
      });
      seen.push(...page.body.reviews);
      token = page.body.nextPageToken;
    }
    expect(new Set(seen.map((r) => r.reviewId)).size).toBe(total);
    const times = seen.map((r) => Date.parse(r.updateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // About 18 months of history, all before the seed moment.
    expect(Math.min(...times)).toBeGreaterThan(SEEDED_AT.getTime() - 560 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(SEEDED_AT.getTime());
    expect(seen.some((r) => r.reviewReply)).toBe(true);
    expect(seen.some((r) => !r.comment)).toBe(true);
  });

  it("is deterministic and orders by rating on request", async () => {
    const location = busyLocation();
    const a = await call("GET", `${reviewsPath(location)}?pageSize=20`, { token: sim.acme });
    const b = await call("GET", `${reviewsPath(location)}?pageSize=20`, { token: sim.acme });
    expect(a.body).toEqual(b.body);
    const byRating = await call("GET", `${reviewsPath(location)}?orderBy=rating%20desc`, {
      token: sim.acme,
    });
    const stars = byRating.body.reviews.map((r: Review) =>
      ["ONE", "TWO", "THREE", "FOUR", "FIVE"].indexOf(r.starRating),
    );
    expect(stars).toEqual([...stars].sort((x: number, y: number) => y - x));
  });

  it("has no reviews for an unpublished store", async () => {
    const pending = simLocationId("1001", 3);
    expect((await call("GET", reviewsPath(pending), { token: sim.acme })).body).toEqual({});
  });

  it("replies, replaces and deletes the owner's reply", async () => {
    const location = busyLocation();
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: sim.acme });
    const target: Review = body.reviews.find((r: Review) => !r.reviewReply);
    const path = `v4/${target.name}/reply`;
    const put = await call("PUT", path, {
      token: sim.acme,
      body: { comment: "¡Gracias por venir!" },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ comment: "¡Gracias por venir!", reviewReplyState: "PENDING" });
    const read = await call("GET", `v4/${target.name}`, { token: sim.acme });
    expect(read.body.reviewReply.comment).toBe("¡Gracias por venir!");
    expect(read.body.updateTime).toBe(target.updateTime);
    await call("PUT", path, { token: sim.acme, body: { comment: "Thanks!" } });
    expect(
      (await call("GET", `v4/${target.name}`, { token: sim.acme })).body.reviewReply.comment,
    ).toBe("Thanks!");
    expect((await call("DELETE", path, { token: sim.acme })).status).toBe(200);
    expect(
      (await call("GET", `v4/${target.name}`, { token: sim.acme })).body.reviewReply,
    ).toBeUndefined();
    expect(
      (await call("GET", reviewsPath(location), { token: sim.acme })).body.totalReviewCount,
    ).toBe(body.totalReviewCount);
  });

  it("moderates a reply: PENDING, then APPROVED, or REJECTED with the policy it breaks", async () => {
    vi.stubEnv("MAPS_SIM_MODERATION_MS", "300");
    try {
      const location = busyLocation();
      const { body } = await call("GET", `${reviewsPath(location)}?pageSize=50`, {
        token: sim.acme,
      });
      const [fine, bad]: Review[] = body.reviews.filter((r: Review) => !r.reviewReply);
      await call("PUT", `v4/${fine!.name}/reply`, {
        token: sim.acme,
        body: { comment: "Thanks!" },
      });
      const leak = "Write to us at help@sim.acme.example";
      const put = await call("PUT", `v4/${bad!.name}/reply`, {
        token: sim.acme,
        body: { comment: leak },
      });
      expect(put.body.reviewReplyState).toBe("PENDING");
      expect((await call("GET", `v4/${bad!.name}`, { token: sim.acme })).body.reviewReply).toEqual({
        comment: leak,
        updateTime: put.body.updateTime,
        reviewReplyState: "PENDING",
      });
      await new Promise((resolve) => setTimeout(resolve, 350));
      const approved = await call("GET", `v4/${fine!.name}`, { token: sim.acme });
      expect(approved.body.reviewReply).toMatchObject({ reviewReplyState: "APPROVED" });
      expect(approved.body.reviewReply.policyViolation).toBeUndefined();
      // Lists tell the same as single reads.
      const batch = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
        token: sim.acme,
        body: { locationNames: [`accounts/1001/locations/${location}`] },
      });
      const listed = batch.body.locationReviews.find(
        (entry: { review: Review }) => entry.review.reviewId === bad!.reviewId,
      );
      expect(listed.review.reviewReply).toMatchObject({
        comment: leak,
        reviewReplyState: "REJECTED",
        policyViolation: "PERSONAL_INFORMATION",
      });
      // Seeded replies were written long before: approved.
      const seeded: Review = body.reviews.find((r: Review) => r.reviewReply);
      expect(seeded.reviewReply?.reviewReplyState).toBe("APPROVED");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("batchGetReviews pages through every review of its locations once, newest change first", async () => {
    const ids = [0, 1, 2, 4].map((i) => simLocationId("1001", i));
    const names = ids.map((id) => `accounts/1001/locations/${id}`);
    const seen: { name: string; review: Review }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
        token: sim.acme,
        body: { locationNames: names, pageSize: 50, orderBy: "updateTime desc", pageToken },
      });
      expect(page.status).toBe(200);
      seen.push(...(page.body.locationReviews ?? []));
      pageToken = page.body.nextPageToken;
    } while (pageToken);
    let expected = 0;
    for (const id of ids) {
      const one = await call("GET", `${reviewsPath(id)}?pageSize=1`, { token: sim.acme });
      expected += one.body.totalReviewCount ?? 0;
      for (const entry of seen.filter((e) => e.review.name.includes(`/locations/${id}/`)))
        expect(entry.name).toBe(`accounts/1001/locations/${id}`);
    }
    expect(seen).toHaveLength(expected);
    expect(new Set(seen.map((e) => e.review.reviewId)).size).toBe(expected);
    const times = seen.map((e) => Date.parse(e.review.updateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("keeps bringing new reviews after the seed moment when arrivals are on", async () => {
    const location = busyLocation();
    const before = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: sim.acme });
    expect(before.body.totalReviewCount).toBe(reviewProfile(location).count);
    vi.stubEnv("MAPS_SIM_REVIEW_ARRIVALS", "on");
    try {
      // The seed moment lies months back: a busy store has had many arrivals since.
      const after = await call("GET", `${reviewsPath(location)}?pageSize=5`, { token: sim.acme });
      expect(after.body.totalReviewCount).toBeGreaterThan(before.body.totalReviewCount + 10);
      const newest: Review = after.body.reviews[0];
      expect(Date.parse(newest.createTime)).toBeGreaterThan(SEEDED_AT.getTime());
      expect(Date.parse(newest.createTime)).toBeLessThanOrEqual(Date.now());
      expect((await call("GET", `v4/${newest.name}`, { token: sim.acme })).body).toEqual(newest);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuses bad input with 400, never 500", async () => {
    const location = busyLocation();
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: sim.acme });
    const path = `v4/${body.reviews[0].name}/reply`;
    for (const bad of [{}, { comment: "" }, { comment: 5 }, "not json", "[1]"])
      expect((await call("PUT", path, { token: sim.acme, body: bad })).status).toBe(400);
    expect(
      (await call("GET", `${reviewsPath(location)}?pageSize=51`, { token: sim.acme })).status,
    ).toBe(400);
    expect(
      (await call("GET", `${reviewsPath(location)}?orderBy=title`, { token: sim.acme })).status,
    ).toBe(400);
    expect(
      (await call("GET", `${reviewsPath(location)}?pageToken=forged`, { token: sim.acme })).status,
    ).toBe(400);
    expect((await call("GET", reviewsPath("abc"), { token: sim.acme })).status).toBe(400);
    expect(
      (
        await call("GET", `v4/accounts/1001/locations/${location}/reviews/nope`, {
          token: sim.acme,
        })
      ).status,
    ).toBe(404);
  });

  it("guards by token and account: 401 without a token, 403 for a foreign account", async () => {
    const location = busyLocation();
    const missing = await call("GET", reviewsPath(location));
    expect(missing).toMatchObject({ status: 401, body: { error: { status: "UNAUTHENTICATED" } } });
    const foreign = await call("GET", reviewsPath(location), { token: sim.globex });
    expect(foreign).toMatchObject({
      status: 403,
      body: { error: { status: "PERMISSION_DENIED" } },
    });
    // The caller's own account, but a location of another one: not found there.
    expect((await call("GET", reviewsPath(location, "1002"), { token: sim.globex })).status).toBe(
      404,
    );
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: sim.acme });
    const reply = await call("PUT", `v4/${body.reviews[0].name}/reply`, {
      token: sim.globex,
      body: { comment: "x" },
    });
    expect(reply.status).toBe(403);
  });

  it("batchGetReviews merges locations in one order", async () => {
    const names = [0, 1, 2].map((i) => `accounts/1001/locations/${simLocationId("1001", i)}`);
    const { status, body } = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
      token: sim.acme,
      body: { locationNames: names, pageSize: 10 },
    });
    expect(status).toBe(200);
    for (const entry of body.locationReviews ?? []) expect(names).toContain(entry.name);
    const bad = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
      token: sim.acme,
      body: { locationNames: ["x"] },
    });
    expect(bad.status).toBe(400);
  });
});
