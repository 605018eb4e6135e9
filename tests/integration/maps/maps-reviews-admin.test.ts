// The maps simulator's admin API for reviews (tests and e2e write reviews with it): create, update
// and delete, its key, and its absence when the app talks to the real service.
import { describe, expect, it, vi } from "vitest";
import type { Review } from "@/lib/maps/types";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { reviewProfile } from "@/lib/maps-simulator/reviews/seeded-reviews";
import {
  ADMIN,
  busyLocation,
  call,
  reviewsPath,
  sim,
  withReviewsSimulator,
} from "./maps-reviews-fixture";

withReviewsSimulator();

describe("simulator admin API", () => {
  it("creates a review now that lists first by updateTime", async () => {
    const location = busyLocation();
    const created = await call("POST", "_admin/reviews", {
      headers: ADMIN,
      body: {
        location: `locations/${location}`,
        starRating: "TWO",
        comment: "Cola eterna",
        reviewer: { displayName: "Rita R." },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      starRating: "TWO",
      comment: "Cola eterna",
      reviewer: { displayName: "Rita R." },
    });
    const first = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: sim.acme });
    expect(first.body.reviews[0].reviewId).toBe(created.body.reviewId);
    expect(first.body.totalReviewCount).toBe(reviewProfile(location).count + 1);

    const updated = await call("POST", `_admin/reviews/${created.body.reviewId}:update`, {
      headers: ADMIN,
      body: { starRating: 4, comment: "Mejoró mucho" },
    });
    expect(updated.body).toMatchObject({
      starRating: "FOUR",
      comment: "Mejoró mucho",
      createTime: created.body.createTime,
    });
    expect(Date.parse(updated.body.updateTime)).toBeGreaterThanOrEqual(
      Date.parse(created.body.updateTime),
    );
  });

  it("updates a seeded review so it moves to the top", async () => {
    const location = busyLocation();
    const { body } = await call("GET", `${reviewsPath(location)}?orderBy=rating`, {
      token: sim.acme,
    });
    const oldest: Review = body.reviews.at(-1);
    const updated = await call("POST", `_admin/reviews/${oldest.reviewId}:update`, {
      headers: ADMIN,
      body: { comment: "Edited" },
    });
    expect(updated.status).toBe(200);
    const first = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: sim.acme });
    expect(first.body.reviews[0]).toMatchObject({
      reviewId: oldest.reviewId,
      comment: "Edited",
      starRating: oldest.starRating,
    });
  });

  it("deletes a review: the API answers 404 for it and lists leave it out", async () => {
    const location = busyLocation();
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: sim.acme });
    // A seeded review, which no stored row held until now.
    const target: Review = body.reviews[10];
    const total = body.totalReviewCount;
    const gone = await call("DELETE", `_admin/reviews/${target.reviewId}`, { headers: ADMIN });
    expect(gone).toEqual({ status: 200, body: {} });
    expect((await call("GET", `v4/${target.name}`, { token: sim.acme })).status).toBe(404);
    const reply = await call("PUT", `v4/${target.name}/reply`, {
      token: sim.acme,
      body: { comment: "Thanks" },
    });
    expect(reply.status).toBe(404);
    const list = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: sim.acme });
    expect(list.body.totalReviewCount).toBe(total - 1);
    expect(list.body.reviews.map((r: Review) => r.reviewId)).not.toContain(target.reviewId);
    const batch = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
      token: sim.acme,
      body: { locationNames: [`accounts/1001/locations/${location}`] },
    });
    expect(
      batch.body.locationReviews.map((e: { review: Review }) => e.review.reviewId),
    ).not.toContain(target.reviewId);
    expect(
      (await call("DELETE", `_admin/reviews/${target.reviewId}`, { headers: ADMIN })).status,
    ).toBe(404);
    expect(
      (await call("POST", `_admin/reviews/${target.reviewId}:update`, { headers: ADMIN, body: {} }))
        .status,
    ).toBe(404);
    expect((await call("DELETE", `_admin/reviews/${target.reviewId}`)).status).toBe(401);
    expect((await call("DELETE", "_admin/reviews/nope", { headers: ADMIN })).status).toBe(404);
  });

  it("needs the admin key and valid input", async () => {
    const location = simLocationId("1001", 0);
    const body = { location, starRating: "FIVE" };
    expect((await call("POST", "_admin/reviews", { body })).status).toBe(401);
    expect(
      (await call("POST", "_admin/reviews", { body, headers: { "x-sim-admin-key": "wrong" } }))
        .status,
    ).toBe(403);
    for (const bad of [
      { location, starRating: "SIX" },
      { location: "x", starRating: 5 },
      { location, starRating: 5, reviewer: "me" },
    ])
      expect((await call("POST", "_admin/reviews", { body: bad, headers: ADMIN })).status).toBe(
        400,
      );
    expect(
      (
        await call("POST", "_admin/reviews", {
          body: { location: "999999", starRating: 5 },
          headers: ADMIN,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("POST", "_admin/reviews/nope:update", { body: {}, headers: ADMIN })).status,
    ).toBe(404);
  });

  // The admin key used to default to a published value, so any demo took reviews from anyone.
  it("is off when no admin key is configured", async () => {
    vi.stubEnv("MAPS_SIM_ADMIN_KEY", "");
    try {
      const body = { location: simLocationId("1001", 0), starRating: "FIVE" };
      for (const key of ["sim-admin-dev", ""])
        expect(
          (await call("POST", "_admin/reviews", { body, headers: { "x-sim-admin-key": key } }))
            .status,
        ).toBe(403);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("does not exist with MAPS_SERVICE=google", async () => {
    process.env.MAPS_SERVICE = "google";
    try {
      const response = await call("POST", "_admin/reviews", {
        headers: ADMIN,
        body: { location: simLocationId("1001", 0), starRating: 5 },
      }).catch(() => ({ status: 404 }));
      expect(response.status).toBe(404);
    } finally {
      delete process.env.MAPS_SERVICE;
    }
  });
});
