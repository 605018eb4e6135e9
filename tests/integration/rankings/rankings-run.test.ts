// A ranking's run end to end against the search-results simulator: one provider call per grid
// point and keyword and none repeated, the store's rank and the places above it kept, the run's
// calls and cost counted; rankings kept to their tenant; and the scheduler running a
// twice-a-month ranking twice in a simulated month and a once ranking once.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as serpSim } from "@/app/api/serp-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import { jobItems, locations, rankingJobStores, rankingPoints, rankingRuns } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { drainQueue } from "@/lib/jobs/drain";
import { QuotaWaitError } from "@/lib/jobs/outcomes";
import { startQueue } from "@/lib/jobs/queue";
import { simLocations } from "@/lib/maps-simulator/schema";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { checkRankingItem, setSerpClientForTests } from "@/lib/rankings/check";
import { rankingJobSchema } from "@/lib/rankings/schema";
import {
  createRankingJob,
  deleteRankingJob,
  pauseRankingJob,
  RankingError,
  runDueRankings,
  runRankingJob,
} from "@/lib/rankings/service";
import { serpClient } from "@/lib/serp/client";
import { getSerpConfig } from "@/lib/serp/config";
import { forgetSerpStores } from "@/lib/serp-simulator/places";
import { toProductLocation } from "@/lib/stores/to-product-location";
import "@/lib/rankings/job-kinds";
import { createTestDb, type TestDb } from "../helpers/db";
import { callGraphQL, seedTwoTenantFixture, tokenFor } from "../helpers/graphql-fixtures";

let testDb: TestDb;
let queue: PgBoss;
let f: Awaited<ReturnType<typeof seedTwoTenantFixture>>;
let stores: { id: string; category: string }[];
let serpCalls = 0;

beforeAll(async () => {
  vi.stubEnv("SERP_SERVICE", "simulator");
  testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  await seedMapsSimulator(testDb.db, { bigAccountLocations: 20 });
  forgetSerpStores();
  f = await seedTwoTenantFixture(testDb.db);
  // Five of acme's published simulator locations become tenant A's stores, as an import brings them.
  const sims = (
    await testDb.db.select().from(simLocations).where(eq(simLocations.accountId, "1001"))
  )
    .filter((sim) => sim.data.metadata?.placeId)
    .slice(0, 5);
  const rows = await testDb.db
    .insert(locations)
    .values(
      sims.map((sim) => ({
        tenantId: f.tenantA,
        ...toProductLocation({ ...sim.data, name: `locations/${sim.id}` }, "1001", "COMPLETED"),
      })),
    )
    .returning({ id: locations.id });
  stores = rows.map((row, i) => ({
    id: row.id,
    category: sims[i]!.data.categories!.primaryCategory!.displayName!,
  }));
  setSerpClientForTests(
    serpClient(getSerpConfig({ SERP_SERVICE: "simulator" }), (input, init) => {
      serpCalls++;
      return serpSim(new Request(input, init));
    }),
  );
  queue = await startQueue(testDb.executeSql!, { background: false });
});

afterAll(async () => {
  setSerpClientForTests(undefined);
  await queue?.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  vi.unstubAllEnvs();
  await testDb?.close();
});

const A = () => ({ tenantId: f.tenantA, userId: f.users.adminA });
const input = (over: Record<string, unknown> = {}) =>
  rankingJobSchema.parse({
    name: "Around the stores",
    locationIds: stores.map((s) => s.id),
    keywords: [stores[0]!.category, "ropa cerca", "tienda centro"],
    competitors: [],
    businessNames: [],
    frequency: "MONTHLY",
    device: "DESKTOP",
    grid: { size: 5, spacingKm: 1 },
    ...over,
  });

const drain = () => drainQueue(testDb.db, queue, { budgetMs: 60_000, batchSize: 5 });

describe("a ranking's run", () => {
  it("makes one call per grid point and keyword, keeps each rank, and counts the calls and cost", async () => {
    const id = await createRankingJob(testDb.db, A(), input());
    const before = serpCalls;
    const { runId } = await runRankingJob(testDb.db, queue, A(), id);
    await drain();
    const expected = 5 * 3 * 25;
    expect(serpCalls - before).toBe(expected);
    const [run] = await testDb.db.select().from(rankingRuns).where(eq(rankingRuns.id, runId));
    expect(run!.calls).toBe(expected);
    expect(Number(run!.costUsd)).toBeCloseTo(expected * 0.002, 6);
    expect(run!.finishedAt).not.toBeNull();
    const points = await testDb.db
      .select()
      .from(rankingPoints)
      .where(eq(rankingPoints.runId, runId));
    expect(points).toHaveLength(expected);
    // At its own spot, the first store shows for what it sells, with the places above it.
    const centre = points.find(
      (p) =>
        p.locationId === stores[0]!.id &&
        p.keyword === stores[0]!.category &&
        p.row === 2 &&
        p.column === 2,
    )!;
    expect(centre.rank).not.toBeNull();
    expect(centre.above.length).toBe(Math.min(3, centre.rank! - 1));
    expect(centre.above.every((place) => place.rank < centre.rank!)).toBe(true);

    // The page's reads: the run per store and keyword, then one store's grid, rivals and trend.
    const yoga = createGraphQLServer({ getDb: async () => testDb.db });
    const token = await tokenFor(testDb.db, f.users.adminA!);
    const read = `query ($id: ID!, $store: ID!, $keyword: String!) {
      rankingJob(id: $id) {
        summaries(limit: 100) { total items { locationId keyword averageRank topThreeShare points } }
        results(locationId: $store, keyword: $keyword) {
          points { row column rank }
          rivals { placeId title competitor bestRank cells { row column } }
        }
        trend(locationId: $store, keyword: $keyword) { averageRank topThreeShare }
        runs { calls finishedAt }
        activity(locationId: $store) { postCount reviewCount edits { kind count } }
      }
    }`;
    const variables = { id, store: stores[0]!.id, keyword: stores[0]!.category };
    const answer = (await callGraphQL(yoga, read, { token, variables })).body;
    expect(answer.errors).toBeUndefined();
    const ranking = answer.data!.rankingJob;
    expect(ranking.summaries.total).toBe(15);
    const summary = ranking.summaries.items.find(
      (row: { locationId: string; keyword: string }) =>
        row.locationId === stores[0]!.id && row.keyword === stores[0]!.category,
    );
    expect(summary.points).toBe(25);
    const [result] = ranking.results;
    expect(result.points).toHaveLength(25);
    const above = new Set(
      points
        .filter((p) => p.locationId === stores[0]!.id && p.keyword === stores[0]!.category)
        .flatMap((p) => p.above.map((place) => place.placeId)),
    );
    expect(result.rivals.map((rival: { placeId: string }) => rival.placeId).sort()).toEqual(
      [...above].sort(),
    );
    expect(ranking.trend).toHaveLength(1);
    expect(ranking.trend[0].averageRank).toBe(summary.averageRank);
    expect(ranking.runs[0]).toMatchObject({ calls: expected });
    expect(ranking.activity).toMatchObject({ postCount: 0, reviewCount: 0, edits: [] });
  });

  it("searches again only the points an interrupted item did not keep", async () => {
    const id = await createRankingJob(
      testDb.db,
      A(),
      input({ keywords: ["ropa"], locationIds: [stores[1]!.id] }),
    );
    const { runId } = await runRankingJob(testDb.db, queue, A(), id);
    // As if a worker had died after twenty points: those are kept, the item comes back.
    await drain();
    await testDb.db
      .delete(rankingPoints)
      .where(
        and(
          eq(rankingPoints.runId, runId),
          sql`${rankingPoints.row} * 5 + ${rankingPoints.column} >= 20`,
        ),
      );
    const [found] = await testDb.db
      .select({ item: jobItems })
      .from(jobItems)
      .innerJoin(rankingRuns, eq(rankingRuns.jobId, jobItems.jobId))
      .where(eq(rankingRuns.id, runId));
    const before = serpCalls;
    const outcome = await checkRankingItem(found!.item, {
      db: testDb.db,
      queue,
      tenantId: f.tenantA,
      jobId: found!.item.jobId,
      kind: "RANKING_CHECK",
      resumed: true,
    });
    expect(outcome.ok).toBe(true);
    expect(serpCalls - before).toBe(5);
  });

  it("gives its turn back well inside its lease, so no other worker searches its points again", async () => {
    const id = await createRankingJob(
      testDb.db,
      A(),
      input({ keywords: ["zapatos"], locationIds: [stores[4]!.id] }),
    );
    const { runId } = await runRankingJob(testDb.db, queue, A(), id);
    const [found] = await testDb.db
      .select({ item: jobItems })
      .from(jobItems)
      .innerJoin(rankingRuns, eq(rankingRuns.jobId, jobItems.jobId))
      .where(eq(rankingRuns.id, runId));
    const context = {
      db: testDb.db,
      queue,
      tenantId: f.tenantA,
      jobId: found!.item.jobId,
      kind: "RANKING_CHECK",
    };
    const kept = async () =>
      (await testDb.db.select().from(rankingPoints).where(eq(rankingPoints.runId, runId))).length;
    // A lease of a few milliseconds: the item stops after a point or two, and keeps them.
    vi.stubEnv("JOBS_LEASE_SECONDS", "0.003");
    const before = serpCalls;
    try {
      await expect(checkRankingItem(found!.item, context)).rejects.toBeInstanceOf(QuotaWaitError);
    } finally {
      vi.stubEnv("JOBS_LEASE_SECONDS", "");
    }
    const first = serpCalls - before;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(25);
    expect(await kept()).toBe(first);
    // Its next turn searches the rest, once each.
    await drain();
    expect(serpCalls - before).toBe(25);
    expect(await kept()).toBe(25);
    const [run] = await testDb.db.select().from(rankingRuns).where(eq(rankingRuns.id, runId));
    expect(run!.calls).toBe(25);
    expect(run!.finishedAt).not.toBeNull();
  });
});

describe("one run at a time", () => {
  it("refuses a second run while one is under way, and ends at once a run left without stores", async () => {
    const id = await createRankingJob(
      testDb.db,
      A(),
      input({ keywords: ["ropa"], locationIds: [stores[3]!.id], grid: null }),
    );
    await runRankingJob(testDb.db, queue, A(), id);
    await expect(runRankingJob(testDb.db, queue, A(), id)).rejects.toThrow("RUN_ACTIVE");
    await drain();
    // Its one store deleted since: the ranking has nothing left to search.
    await testDb.db.delete(rankingJobStores).where(eq(rankingJobStores.rankingJobId, id));
    const { runId, jobId } = await runRankingJob(testDb.db, queue, A(), id);
    expect(jobId).toBeNull();
    const [run] = await testDb.db.select().from(rankingRuns).where(eq(rankingRuns.id, runId));
    expect(run!.finishedAt).not.toBeNull();
  });
});

describe("rankings of another tenant", () => {
  it("cannot be run, paused or deleted, nor made with another tenant's store", async () => {
    const id = await createRankingJob(testDb.db, A(), input({ frequency: "ONCE" }));
    const B = { tenantId: f.tenantB, userId: f.users.adminB };
    await expect(runRankingJob(testDb.db, queue, B, id)).rejects.toThrow(RankingError);
    await expect(pauseRankingJob(testDb.db, B, id)).rejects.toThrow("NOT_FOUND");
    await expect(deleteRankingJob(testDb.db, B, id)).rejects.toThrow("NOT_FOUND");
    await expect(
      createRankingJob(testDb.db, B, input({ locationIds: [stores[0]!.id] })),
    ).rejects.toThrow("UNKNOWN_LOCATION");
    await deleteRankingJob(testDb.db, A(), id);
  });
});

describe("the scheduler", () => {
  it("runs a twice-a-month ranking twice in a month, and a once ranking once", async () => {
    await testDb.db.execute(sql`delete from ranking_jobs`);
    const start = new Date("2027-03-01T06:00:00Z");
    const small = { locationIds: [stores[2]!.id], keywords: ["ropa"], grid: null };
    const twice = await createRankingJob(
      testDb.db,
      A(),
      input({ ...small, frequency: "TWICE_A_MONTH" }),
      start,
    );
    const once = await createRankingJob(
      testDb.db,
      A(),
      input({ ...small, frequency: "ONCE" }),
      start,
    );
    for (let day = 0; day < 31; day++) {
      const now = new Date(start.getTime() + day * 86_400_000);
      await runDueRankings(testDb.db, queue, now);
      await drain();
    }
    const runsOf = async (id: string) =>
      (
        await testDb.db
          .select({ startedAt: rankingRuns.startedAt })
          .from(rankingRuns)
          .where(and(eq(rankingRuns.rankingJobId, id), isNotNull(rankingRuns.finishedAt)))
      ).map((run) => run.startedAt.toISOString().slice(0, 10));
    expect((await runsOf(twice)).sort()).toEqual(["2027-03-01", "2027-03-16"]);
    expect(await runsOf(once)).toEqual(["2027-03-01"]);
  });
});
