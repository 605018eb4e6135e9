import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE, GET, POST, PUT } from "@/app/api/maps-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import type { Review } from "@/lib/maps/types";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { reviewProfile } from "@/lib/maps-simulator/reviews/seeded-reviews";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { createTestDb, type TestDb } from "./helpers/db";

const BASE = "http://localhost:3000/api/maps-sim";
const SEEDED_AT = new Date("2026-03-01T12:00:00Z");
const ADMIN = { "x-sim-admin-key": process.env.MAPS_SIM_ADMIN_KEY! };
const HANDLERS = { GET, POST, PUT, DELETE };

let handle: TestDb;
let acme: string;
let globex: string;

/** A published acme store with plenty of seeded reviews (for paging). */
function busyLocation(): string {
  for (let i = 0; i < 60; i++) {
    const published = simLocationTraits(i).verification === "COMPLETED";
    if (published && reviewProfile(simLocationId("1001", i)).count > 60)
      return simLocationId("1001", i);
  }
  throw new Error("no busy location in the first 60");
}

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedMapsSimulator(handle.db, { bigAccountLocations: 60, now: SEEDED_AT });
  acme = (await simulatorSignIn("sim-owner-acme")).access_token;
  globex = (await simulatorSignIn("sim-owner-globex")).access_token;
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

async function call(
  method: keyof typeof HANDLERS,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await HANDLERS[method](
    new Request(`${BASE}/${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === "string"
            ? options.body
            : JSON.stringify(options.body),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const reviewsPath = (location: string, account = "1001") =>
  `v4/accounts/${account}/locations/${location}/reviews`;

describe("v4 reviews", () => {
  it("lists seeded reviews in Google's shape, newest change first, paging through all once", async () => {
    const location = busyLocation();
    const first = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: acme });
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
        token: acme,
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
    const a = await call("GET", `${reviewsPath(location)}?pageSize=20`, { token: acme });
    const b = await call("GET", `${reviewsPath(location)}?pageSize=20`, { token: acme });
    expect(a.body).toEqual(b.body);
    const byRating = await call("GET", `${reviewsPath(location)}?orderBy=rating%20desc`, {
      token: acme,
    });
    const stars = byRating.body.reviews.map((r: Review) =>
      ["ONE", "TWO", "THREE", "FOUR", "FIVE"].indexOf(r.starRating),
    );
    expect(stars).toEqual([...stars].sort((x: number, y: number) => y - x));
  });

  it("has no reviews for an unpublished store", async () => {
    const pending = simLocationId("1001", 3);
    expect((await call("GET", reviewsPath(pending), { token: acme })).body).toEqual({});
  });

  it("replies, replaces and deletes the owner's reply", async () => {
    const location = busyLocation();
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: acme });
    const target: Review = body.reviews.find((r: Review) => !r.reviewReply);
    const path = `v4/${target.name}/reply`;
    const put = await call("PUT", path, { token: acme, body: { comment: "¡Gracias por venir!" } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ comment: "¡Gracias por venir!", reviewReplyState: "PENDING" });
    const read = await call("GET", `v4/${target.name}`, { token: acme });
    expect(read.body.reviewReply.comment).toBe("¡Gracias por venir!");
    expect(read.body.updateTime).toBe(target.updateTime);
    await call("PUT", path, { token: acme, body: { comment: "Thanks!" } });
    expect((await call("GET", `v4/${target.name}`, { token: acme })).body.reviewReply.comment).toBe(
      "Thanks!",
    );
    expect((await call("DELETE", path, { token: acme })).status).toBe(200);
    expect(
      (await call("GET", `v4/${target.name}`, { token: acme })).body.reviewReply,
    ).toBeUndefined();
    expect((await call("GET", reviewsPath(location), { token: acme })).body.totalReviewCount).toBe(
      body.totalReviewCount,
    );
  });

  it("moderates a reply: PENDING, then APPROVED, or REJECTED with the policy it breaks", async () => {
    vi.stubEnv("MAPS_SIM_MODERATION_MS", "300");
    try {
      const location = busyLocation();
      const { body } = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: acme });
      const [fine, bad]: Review[] = body.reviews.filter((r: Review) => !r.reviewReply);
      await call("PUT", `v4/${fine!.name}/reply`, { token: acme, body: { comment: "Thanks!" } });
      const leak = "Write to us at help@acme.example";
      const put = await call("PUT", `v4/${bad!.name}/reply`, {
        token: acme,
        body: { comment: leak },
      });
      expect(put.body.reviewReplyState).toBe("PENDING");
      expect((await call("GET", `v4/${bad!.name}`, { token: acme })).body.reviewReply).toEqual({
        comment: leak,
        updateTime: put.body.updateTime,
        reviewReplyState: "PENDING",
      });
      await new Promise((resolve) => setTimeout(resolve, 350));
      const approved = await call("GET", `v4/${fine!.name}`, { token: acme });
      expect(approved.body.reviewReply).toMatchObject({ reviewReplyState: "APPROVED" });
      expect(approved.body.reviewReply.policyViolation).toBeUndefined();
      // Lists tell the same as single reads.
      const batch = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
        token: acme,
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
        token: acme,
        body: { locationNames: names, pageSize: 50, orderBy: "updateTime desc", pageToken },
      });
      expect(page.status).toBe(200);
      seen.push(...(page.body.locationReviews ?? []));
      pageToken = page.body.nextPageToken;
    } while (pageToken);
    let expected = 0;
    for (const id of ids) {
      const one = await call("GET", `${reviewsPath(id)}?pageSize=1`, { token: acme });
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
    const before = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: acme });
    expect(before.body.totalReviewCount).toBe(reviewProfile(location).count);
    vi.stubEnv("MAPS_SIM_REVIEW_ARRIVALS", "on");
    try {
      // The seed moment lies months back: a busy store has had many arrivals since.
      const after = await call("GET", `${reviewsPath(location)}?pageSize=5`, { token: acme });
      expect(after.body.totalReviewCount).toBeGreaterThan(before.body.totalReviewCount + 10);
      const newest: Review = after.body.reviews[0];
      expect(Date.parse(newest.createTime)).toBeGreaterThan(SEEDED_AT.getTime());
      expect(Date.parse(newest.createTime)).toBeLessThanOrEqual(Date.now());
      expect((await call("GET", `v4/${newest.name}`, { token: acme })).body).toEqual(newest);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuses bad input with 400, never 500", async () => {
    const location = busyLocation();
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: acme });
    const path = `v4/${body.reviews[0].name}/reply`;
    for (const bad of [{}, { comment: "" }, { comment: 5 }, "not json", "[1]"])
      expect((await call("PUT", path, { token: acme, body: bad })).status).toBe(400);
    expect(
      (await call("GET", `${reviewsPath(location)}?pageSize=51`, { token: acme })).status,
    ).toBe(400);
    expect(
      (await call("GET", `${reviewsPath(location)}?orderBy=title`, { token: acme })).status,
    ).toBe(400);
    expect(
      (await call("GET", `${reviewsPath(location)}?pageToken=forged`, { token: acme })).status,
    ).toBe(400);
    expect((await call("GET", reviewsPath("abc"), { token: acme })).status).toBe(400);
    expect(
      (await call("GET", `v4/accounts/1001/locations/${location}/reviews/nope`, { token: acme }))
        .status,
    ).toBe(404);
  });

  it("guards by token and account: 401 without a token, 403 for a foreign account", async () => {
    const location = busyLocation();
    const missing = await call("GET", reviewsPath(location));
    expect(missing).toMatchObject({ status: 401, body: { error: { status: "UNAUTHENTICATED" } } });
    const foreign = await call("GET", reviewsPath(location), { token: globex });
    expect(foreign).toMatchObject({
      status: 403,
      body: { error: { status: "PERMISSION_DENIED" } },
    });
    // The caller's own account, but a location of another one: not found there.
    expect((await call("GET", reviewsPath(location, "1002"), { token: globex })).status).toBe(404);
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: acme });
    const reply = await call("PUT", `v4/${body.reviews[0].name}/reply`, {
      token: globex,
      body: { comment: "x" },
    });
    expect(reply.status).toBe(403);
  });

  it("batchGetReviews merges locations in one order", async () => {
    const names = [0, 1, 2].map((i) => `accounts/1001/locations/${simLocationId("1001", i)}`);
    const { status, body } = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
      token: acme,
      body: { locationNames: names, pageSize: 10 },
    });
    expect(status).toBe(200);
    for (const entry of body.locationReviews ?? []) expect(names).toContain(entry.name);
    const bad = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
      token: acme,
      body: { locationNames: ["x"] },
    });
    expect(bad.status).toBe(400);
  });
});

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
    const first = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: acme });
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
    const { body } = await call("GET", `${reviewsPath(location)}?orderBy=rating`, { token: acme });
    const oldest: Review = body.reviews.at(-1);
    const updated = await call("POST", `_admin/reviews/${oldest.reviewId}:update`, {
      headers: ADMIN,
      body: { comment: "Edited" },
    });
    expect(updated.status).toBe(200);
    const first = await call("GET", `${reviewsPath(location)}?pageSize=1`, { token: acme });
    expect(first.body.reviews[0]).toMatchObject({
      reviewId: oldest.reviewId,
      comment: "Edited",
      starRating: oldest.starRating,
    });
  });

  it("deletes a review: the API answers 404 for it and lists leave it out", async () => {
    const location = busyLocation();
    const { body } = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: acme });
    // A seeded review, which no stored row held until now.
    const target: Review = body.reviews[10];
    const total = body.totalReviewCount;
    const gone = await call("DELETE", `_admin/reviews/${target.reviewId}`, { headers: ADMIN });
    expect(gone).toEqual({ status: 200, body: {} });
    expect((await call("GET", `v4/${target.name}`, { token: acme })).status).toBe(404);
    const reply = await call("PUT", `v4/${target.name}/reply`, {
      token: acme,
      body: { comment: "Thanks" },
    });
    expect(reply.status).toBe(404);
    const list = await call("GET", `${reviewsPath(location)}?pageSize=50`, { token: acme });
    expect(list.body.totalReviewCount).toBe(total - 1);
    expect(list.body.reviews.map((r: Review) => r.reviewId)).not.toContain(target.reviewId);
    const batch = await call("POST", "v4/accounts/1001/locations:batchGetReviews", {
      token: acme,
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
