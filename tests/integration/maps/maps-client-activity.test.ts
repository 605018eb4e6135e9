import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { createMapsClient, type MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import { dailyMetricPoints, starRatingToNumber } from "@/lib/maps/review-mappers";
import { DAILY_METRICS } from "@/lib/maps/types";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { reviewProfile } from "@/lib/maps-simulator/reviews/seeded-reviews";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { verifyOutcome } from "@/lib/maps-simulator/verify-outcome";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

// lib/maps's review, Q&A, verification and performance calls, served in-process by the simulator.

let handle: TestDb;
let acme: MapsClient;
let globex: MapsClient;

async function clientFor(sub: string) {
  const { access_token } = await simulatorSignIn(sub);
  return createMapsClient({ accessToken: access_token, fetch: simulatorFetch });
}

function busyLocation(): string {
  for (let i = 0; i < 40; i++) {
    const id = simLocationId("1001", i);
    if (simLocationTraits(i).verification === "COMPLETED" && reviewProfile(id).count > 60)
      return id;
  }
  throw new Error("no busy location");
}

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedMapsSimulator(handle.db, { bigAccountLocations: 40 });
  acme = await clientFor("sim-owner-acme");
  globex = await clientFor("sim-owner-globex");
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

describe("lib/maps reviews", () => {
  it("collects every review and stops early with since", async () => {
    const location = `locations/${busyLocation()}`;
    const all = await acme.listAllReviews("accounts/1001", location);
    expect(all).toHaveLength(reviewProfile(busyLocation()).count);
    const cut = all[9]!.updateTime;
    const recent = await acme.listAllReviews("1001", location, { since: new Date(cut) });
    expect(recent.map((r) => r.reviewId)).toEqual(
      all.filter((r) => Date.parse(r.updateTime) >= Date.parse(cut)).map((r) => r.reviewId),
    );
    for (const review of all) expect(starRatingToNumber(review.starRating)).toBeGreaterThan(0);
  });

  it("replies and deletes the reply by review name", async () => {
    const { reviews = [] } = await acme.listReviews("1001", busyLocation(), { pageSize: 5 });
    const review = reviews[0]!;
    const reply = await acme.replyToReview(review.name, "Thanks a lot");
    expect(reply.comment).toBe("Thanks a lot");
    expect((await acme.getReview(review.name)).reviewReply?.comment).toBe("Thanks a lot");
    await acme.deleteReviewReply(review.name);
    expect((await acme.getReview(review.name)).reviewReply).toBeUndefined();
    const refused = await globex.replyToReview(review.name, "hi").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MapsApiError);
    expect(refused).toMatchObject({ status: 403, googleStatus: "PERMISSION_DENIED" });
  });

  it("batch-gets reviews of several locations", async () => {
    const names = [busyLocation(), simLocationId("1001", 0)].map(
      (id) => `accounts/1001/locations/${id}`,
    );
    const page = await acme.batchGetReviews("1001", { locationNames: names, pageSize: 20 });
    expect(page.locationReviews).toHaveLength(20);
    expect(page.nextPageToken).toBeTruthy();
  });
});

describe("lib/maps verifications, Q&A and performance", () => {
  it("verifies with the deterministic outcome", async () => {
    const index = [...Array(40).keys()].find(
      (i) => simLocationTraits(i).verification !== "COMPLETED",
    )!;
    const id = simLocationId("1001", index);
    const { verification } = await acme.verifyLocation(`locations/${id}`, { method: "AUTO" });
    expect(verification.state).toBe(verifyOutcome(id));
    expect((await acme.latestVerification(id))?.state).toBe(verifyOutcome(id));
    const options = await acme.fetchVerificationOptions(id, "en");
    expect(options.options?.length).toBeGreaterThan(0);
  });

  it("lists all questions and upserts an answer", async () => {
    let found: { id: string; count: number } | undefined;
    for (let i = 0; i < 40 && !found; i++) {
      const questions = await acme.listAllQuestions(simLocationId("1001", i));
      if (questions.length > 0) found = { id: simLocationId("1001", i), count: questions.length };
    }
    expect(found).toBeDefined();
    const questions = await acme.listAllQuestions(found!.id, { answersPerQuestion: 10 });
    expect(questions).toHaveLength(found!.count);
    const answer = await acme.upsertAnswer(questions[0]!.name, "Yes!");
    expect(answer).toMatchObject({ text: "Yes!", author: { type: "MERCHANT" } });
  });

  it("fetches daily metrics and maps them to points", async () => {
    const answer = await acme.fetchDailyMetrics(simLocationId("1001", 0), DAILY_METRICS, {
      start: "2025-06-01",
      end: { year: 2025, month: 6, day: 7 },
    });
    const points = dailyMetricPoints(answer);
    expect(points).toHaveLength(7 * DAILY_METRICS.length);
    expect(points[0]).toMatchObject({ metric: DAILY_METRICS[0], day: "2025-06-01" });
    expect(points.some((p) => p.value > 0)).toBe(true);
    const refused = await globex
      .fetchDailyMetrics(simLocationId("1001", 0), ["CALL_CLICKS"], {
        start: "2025-06-01",
        end: "2025-06-02",
      })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403 });
  });
});
