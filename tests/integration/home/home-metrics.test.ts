// The home numbers (topLocations, homeWeb, locationsReportInsightsAverage) equal what the maps
// simulator holds for the lead's chosen stores, and no tenant sees another tenant's numbers.
import { eq } from "drizzle-orm";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests, type Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { homeRanges } from "@/lib/insights/queries";
import { DAILY_METRICS } from "@/lib/maps/types";
import {
  HomeDataQuery,
  SaveUserInfoMutation,
  UpdateLocationsLeadsMutation,
} from "@/lib/onboarding/operations";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import {
  mapsAs,
  signUpLead,
  type TestLead,
} from "@/tests/integration/onboarding/onboarding-helpers";

const HOME = HomeDataQuery;
const ACCOUNT = "2004";
const chosen = [0, 1, 2, 4].map((i) => `locations/${simLocationId(ACCOUNT, i)}`);

let handle: TestDb;
let db: Db;
let yoga: GraphQLServer;
let fixture: Fixture;
let lead: TestLead;

beforeAll(async () => {
  handle = await createTestDb();
  db = handle.db;
  setDbForTests({ ...handle, migrate: async () => {} });
  setMapsFetchForTests(simulatorFetch);
  await seedMapsSimulator(db, { bigAccountLocations: 10 });
  fixture = await seedTwoTenantFixture(db);
  lead = await signUpLead(db, "sim-lead-insights");
  yoga = createGraphQLServer({ getDb: async () => db });
  const as = (query: GraphQLDocument, variables: Record<string, unknown>) =>
    callGraphQL(yoga, query, { token: lead.token, variables });
  await as(SaveUserInfoMutation, {
    input: {
      firstName: "Ines",
      lastName: "Insights",
      business: "Optica Ines",
      country: "ES",
      phone: "612345678",
      storeNumber: 6,
      termsAccepted: true,
    },
  });
  await as(UpdateLocationsLeadsMutation, { locations: chosen });
  const vars = { userId: lead.userId, tenant: lead.tenantId };
  await as(
    `mutation($userId: ID!, $tenant: ID!) {
    a: setupInitialReviews(userId: $userId, tenant: $tenant) { success }
    b: setupInitialReportInsights(userId: $userId, tenant: $tenant) { success }
    c: setupInitialQA(userId: $userId, tenant: $tenant) { success } }`,
    vars,
  );
});

afterAll(async () => {
  setMapsFetchForTests(undefined);
  setDbForTests(undefined);
  await handle.close();
});

describe("home metrics", () => {
  it("equal the simulator's reviews, questions and metrics of the chosen stores", async () => {
    const { body } = await callGraphQL(yoga, HOME, { token: lead.token });
    const maps = mapsAs(lead);
    const allReviews = (
      await Promise.all(chosen.map((l) => maps.listAllReviews(ACCOUNT, l)))
    ).flat();
    const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;
    const home = body.data.homeWeb;
    expect(home.reviews.total).toBe(allReviews.length);
    expect(home.reviews.answered).toBe(allReviews.filter((r) => r.reviewReply).length);
    const average = allReviews.reduce((s, r) => s + stars[r.starRating], 0) / allReviews.length;
    expect(home.reviews.rating).toBeCloseTo(average, 6);
    expect(home.syncing).toBe(false);

    const { current, previous } = homeRanges();
    const sums = new Map<string, { cur: number; prev: number }>();
    const perStore = new Map<string, number>();
    for (const location of chosen) {
      const answer = await maps.fetchDailyMetrics(location, DAILY_METRICS, {
        start: previous.start,
        end: current.end,
      });
      for (const series of answer.multiDailyMetricTimeSeries?.[0]?.dailyMetricTimeSeries ?? []) {
        for (const { date, value } of series.timeSeries.datedValues ?? []) {
          const day = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
          const entry = sums.get(series.dailyMetric) ?? { cur: 0, prev: 0 };
          const v = Number(value ?? 0);
          if (day >= current.start) {
            entry.cur += v;
            if (!series.dailyMetric.includes("IMPRESSION"))
              perStore.set(location, (perStore.get(location) ?? 0) + v);
          } else if (day <= previous.end) entry.prev += v;
          sums.set(series.dailyMetric, entry);
        }
      }
    }
    for (const row of body.data.locationsReportInsightsAverage) {
      expect(row.totalValue, row.metric).toBe(sums.get(row.metric)?.cur ?? 0);
      expect(row.totalPrevious, row.metric).toBe(sums.get(row.metric)?.prev ?? 0);
    }
    const top = body.data.topLocations as { id: string; insights: Record<string, number> }[];
    expect(top.length).toBe(3);
    const ranked = [...perStore.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([id]) => id);
    expect(top.map((t) => t.id)).toEqual(ranked);
  });

  it("leave out a review deleted on the maps service (kept in the inbox's history)", async () => {
    const before = (await callGraphQL(yoga, HOME, { token: lead.token })).body.data.homeWeb;
    const [gone] = await db
      .select({ id: reviews.id, stars: reviews.starRating, reply: reviews.replyComment })
      .from(reviews)
      .where(eq(reviews.tenantId, lead.tenantId))
      .limit(1);
    await db.update(reviews).set({ removedAt: new Date() }).where(eq(reviews.id, gone!.id));
    const after = (await callGraphQL(yoga, HOME, { token: lead.token })).body.data.homeWeb;
    expect(after.reviews.total).toBe(before.reviews.total - 1);
    expect(after.reviews.answered).toBe(before.reviews.answered - (gone!.reply ? 1 : 0));
    const sum = before.reviews.rating * before.reviews.total - gone!.stars;
    expect(after.reviews.rating).toBeCloseTo(sum / after.reviews.total, 6);
    await db.update(reviews).set({ removedAt: null }).where(eq(reviews.id, gone!.id));
  });

  it("another tenant sees none of it, even naming the lead's store ids", async () => {
    const { body: mine } = await callGraphQL(yoga, HOME, {
      token: lead.token,
      variables: { limit: 10 },
    });
    const ids = mine.data.topLocations.map((t: { _id: string }) => t._id);
    const admin = await tokenFor(db, fixture.users.adminB!);
    const { body } = await callGraphQL(yoga, HOME, {
      token: admin,
      variables: { selection: { locationIds: ids } },
    });
    expect(body.data.topLocations).toEqual([]);
    expect(body.data.homeWeb.reviews).toEqual({ rating: null, total: 0, answered: 0 });
    expect(
      body.data.locationsReportInsightsAverage.every(
        (m: { totalValue: number }) => m.totalValue === 0,
      ),
    ).toBe(true);
  });

  // A REVIEWS-only user's home showed the stores' interactions, which need the REPORT role.
  it("gives each user only the blocks their roles show (lib/insights/home-blocks)", async () => {
    const ask = async (user: string, query: GraphQLDocument) => {
      const token = await tokenFor(db, fixture.users[user]!);
      return (await callGraphQL(yoga, query, { token })).body;
    };
    const codes = (body: { errors?: { extensions: { code: string } }[] }) =>
      (body.errors ?? []).map((e) => e.extensions.code);
    const interactions = [
      `query { topLocations { _id insights { indications phone web } } }`,
      `query { locationsReportInsightsAverage { metric totalValue } }`,
    ];
    for (const user of ["reviewsA", "storeA"])
      for (const query of interactions) {
        const body = await ask(user, query);
        expect(codes(body), `${user} ${query}`).toEqual(["FORBIDDEN"]);
        expect(body.data, user).toBeNull();
      }
    // REVIEWS: the reputation, not the questions (FAQ); STORE: neither.
    const reputation = `query { homeWeb { reviews { total } syncing } }`;
    const questions = `query { homeWeb { faq { totalQ } } }`;
    expect(await ask("reviewsA", reputation)).toMatchObject({
      data: { homeWeb: { reviews: { total: 0 }, syncing: false } },
    });
    expect(codes(await ask("reviewsA", questions))).toEqual(["FORBIDDEN"]);
    expect(codes(await ask("storeA", reputation))).toEqual(["FORBIDDEN"]);
    expect(await ask("storeA", `query { homeWeb { syncing } }`)).toMatchObject({
      data: { homeWeb: { syncing: false } },
    });
    // The home's own query leaves out, with @include, the blocks the user's roles do not show.
    const token = await tokenFor(db, fixture.users.reviewsA!);
    const { body: home } = await callGraphQL(yoga, print(HomeDataQuery), {
      token,
      variables: { limit: 3, interactions: false, reputation: true, questions: false },
    });
    expect(home.errors).toBeUndefined();
    expect(home.data.homeWeb.reviews).toEqual({ rating: null, total: 0, answered: 0 });
    expect(home.data.topLocations).toBeUndefined();
    // ADMIN sees every block.
    const admin = await ask("adminA", HOME);
    expect(admin.errors).toBeUndefined();
    expect(admin.data.topLocations).toEqual(expect.any(Array));
  });

  it("needs a session", async () => {
    const { body } = await callGraphQL(yoga, HOME);
    expect(body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
