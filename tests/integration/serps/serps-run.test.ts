// A saved search's run end to end against the search-results simulator: one provider call a run,
// its cost counted, the page kept with the tenant's sites and the competitors marked; a second run
// after the results moved shows what changed; a search made from no store is made from the
// language's country; and the scheduler runs a twice-a-month search twice in a simulated month, a
// once search once, as the ranking-runs scheduled job does.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as serpSim } from "@/app/api/serp-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import { locations, serpRuns } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { drainQueue } from "@/lib/jobs/drain";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { simLocations } from "@/lib/maps-simulator/schema";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { setSerpClientForTests } from "@/lib/rankings/check";
import { rankingRunsJob } from "@/lib/rankings/schedule";
import { serpClient } from "@/lib/serp/client";
import { getSerpConfig } from "@/lib/serp/config";
import type { OrganicLiveTask } from "@/lib/serp/types";
import { forgetSerpStores } from "@/lib/serp-simulator/places";
import { serpPeriodMs } from "@/lib/serp-simulator/rank";
import { serpSchema } from "@/lib/serps/schema";
import { createSerp, runDueSerps, runSerp } from "@/lib/serps/service";
import { toProductLocation } from "@/lib/stores/to-product-location";
import "@/lib/serps/job-kinds";
import { createTestDb, type TestDb } from "../helpers/db";
import { callGraphQL, seedTwoTenantFixture, tokenFor } from "../helpers/graphql-fixtures";

let testDb: TestDb;
let queue: PgBoss;
let yoga: ReturnType<typeof createGraphQLServer>;
let token: string;
let f: Awaited<ReturnType<typeof seedTwoTenantFixture>>;
let store: { id: string; category: string; domain: string };
const tasks: OrganicLiveTask[] = [];
/** How far ahead of the real clock the provider answers, to move its results on. */
let providerAhead = 0;

beforeAll(async () => {
  vi.stubEnv("SERP_SERVICE", "simulator");
  testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  await seedMapsSimulator(testDb.db, { bigAccountLocations: 20 });
  forgetSerpStores();
  f = await seedTwoTenantFixture(testDb.db);
  // One of acme's published simulator locations becomes tenant A's store, as an import brings it.
  const sim = (
    await testDb.db.select().from(simLocations).where(eq(simLocations.accountId, "1001"))
  ).find((row) => row.data.metadata?.placeId && row.data.websiteUri)!;
  const [row] = await testDb.db
    .insert(locations)
    .values({
      tenantId: f.tenantA,
      ...toProductLocation({ ...sim.data, name: `locations/${sim.id}` }, "1001", "COMPLETED"),
    })
    .returning({ id: locations.id });
  store = {
    id: row!.id,
    category: sim.data.categories!.primaryCategory!.displayName!,
    domain: new URL(sim.data.websiteUri!).hostname,
  };
  setSerpClientForTests(
    serpClient(getSerpConfig({ SERP_SERVICE: "simulator" }), async (input, init) => {
      tasks.push((JSON.parse(String(init!.body)) as OrganicLiveTask[])[0]!);
      if (providerAhead) vi.useFakeTimers({ now: Date.now() + providerAhead, toFake: ["Date"] });
      try {
        return await serpSim(new Request(input, init));
      } finally {
        vi.useRealTimers();
      }
    }),
  );
  queue = await startQueue(testDb.executeSql!, { background: false });
  setQueueForTests(queue);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  token = await tokenFor(testDb.db, f.users.adminA!);
});

afterAll(async () => {
  setSerpClientForTests(undefined);
  setQueueForTests(undefined);
  await queue?.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  vi.unstubAllEnvs();
  await testDb?.close();
});

const A = () => ({ tenantId: f.tenantA, userId: f.users.adminA });
const input = (over: Record<string, unknown> = {}) =>
  serpSchema.parse({
    name: "What sells near the store",
    keyword: store.category,
    device: "DESKTOP",
    frequency: "MONTHLY",
    languageCode: "es",
    locationId: store.id,
    sites: [`https://${store.domain}/`],
    competitors: ["yelp.com"],
    ...over,
  });

const drain = () => drainQueue(testDb.db, queue, { budgetMs: 60_000, batchSize: 5 });

const PAGE = `query ($id: ID!) {
  serp(id: $id) {
    status
    runs(limit: 5) { id finishedAt calls costUsd resultCount sites { domain own rank } }
    results { rank title url domain own competitor change previousRank }
    dropped { previousRank url domain own competitor }
  }
}`;
const readPage = async (id: string) => {
  const answer = await callGraphQL(yoga, PAGE, { token, variables: { id } });
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.serp;
};
const runNow = async (id: string) => {
  const answer = await callGraphQL(yoga, `mutation ($id: ID!) { runSerp(id: $id) { status } }`, {
    token,
    variables: { id },
  });
  expect(answer.body.data!.runSerp.status).toBe("RUNNING");
  await drain();
};

type Result = { rank: number; url: string; own: boolean; competitor: boolean; change: string };

describe("a saved search's run", () => {
  it("makes one call from the store's spot, counts its cost and marks the watched sites", async () => {
    const id = await createSerp(testDb.db, A(), input());
    const before = tasks.length;
    await runNow(id);
    expect(tasks.slice(before)).toEqual([
      expect.objectContaining({
        keyword: store.category,
        language_code: "es",
        device: "desktop",
        location_coordinate: expect.stringMatching(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?,10000$/),
      }),
    ]);
    const page = await readPage(id);
    expect(page.status).toBe("SCHEDULED");
    expect(page.runs).toHaveLength(1);
    expect(page.runs[0]).toMatchObject({ calls: 1, resultCount: page.results.length });
    expect(page.runs[0].costUsd).toBeCloseTo(0.002, 6);
    expect(page.runs[0].finishedAt).not.toBeNull();
    const results = page.results as Result[];
    expect(results.map((result) => result.rank)).toEqual(results.map((_, i) => i + 1));
    // The first run has nothing to compare with.
    expect(results.every((result) => result.change === null)).toBe(true);
    expect(page.dropped).toEqual([]);
    const own = results.find((result) => result.own)!;
    expect(new URL(own.url).hostname).toBe(store.domain);
    expect(results.find((result) => result.url.includes("yelp.com"))?.competitor).toBe(true);
    expect(page.runs[0].sites).toEqual([
      { domain: store.domain, own: true, rank: own.rank },
      { domain: "yelp.com", own: false, rank: expect.any(Number) },
    ]);
  });

  it("shows what changed since the run before once the results moved", async () => {
    const id = await createSerp(testDb.db, A(), input({ frequency: "ONCE" }));
    await runNow(id);
    const first = (await readPage(id)).results as Result[];
    providerAhead = serpPeriodMs();
    try {
      await runNow(id);
    } finally {
      providerAhead = 0;
    }
    const page = await readPage(id);
    expect(page.runs).toHaveLength(2);
    expect(page.runs.map((run: { calls: number }) => run.calls)).toEqual([1, 1]);
    const results = page.results as (Result & { previousRank: number | null })[];
    const changes = new Set(results.map((result) => result.change));
    expect(changes).toContain("NEW");
    expect([...changes].some((change) => change === "UP" || change === "DOWN")).toBe(true);
    for (const result of results) {
      const before = first.find((entry) => entry.url === result.url);
      expect(result.previousRank).toBe(before?.rank ?? null);
    }
    // What the first page showed and the second does not.
    const gone = first.filter((entry) => !results.some((result) => result.url === entry.url));
    expect(gone.length).toBeGreaterThan(0);
    expect(page.dropped).toEqual(
      gone.map((entry) => ({
        previousRank: entry.rank,
        url: entry.url,
        domain: expect.any(String),
        own: entry.own,
        competitor: entry.competitor,
      })),
    );
  });

  it("searches from the language's country when it has no store", async () => {
    const id = await createSerp(
      testDb.db,
      A(),
      input({ locationId: null, languageCode: "en", device: "MOBILE" }),
    );
    const before = tasks.length;
    await runNow(id);
    const [task] = tasks.slice(before);
    expect(task).toMatchObject({ location_code: 2840, language_code: "en", device: "mobile" });
    expect(task!.location_coordinate).toBeUndefined();
    const page = await readPage(id);
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.length).toBeLessThanOrEqual(20);
  });
});

describe("the scheduler", () => {
  it("runs a twice-a-month search twice in a month, and a once search once", async () => {
    await testDb.db.execute(sql`delete from serps`);
    const start = new Date("2027-03-01T06:00:00Z");
    const twice = await createSerp(testDb.db, A(), input({ frequency: "TWICE_A_MONTH" }), start);
    const once = await createSerp(testDb.db, A(), input({ frequency: "ONCE" }), start);
    for (let day = 0; day < 31; day++) {
      const now = new Date(start.getTime() + day * 86_400_000);
      await runDueSerps(testDb.db, queue, now);
      await drain();
    }
    const runsOf = async (id: string) =>
      (
        await testDb.db
          .select({ startedAt: serpRuns.startedAt })
          .from(serpRuns)
          .where(and(eq(serpRuns.serpId, id), isNotNull(serpRuns.finishedAt)))
      ).map((run) => run.startedAt.toISOString().slice(0, 10));
    expect((await runsOf(twice)).sort()).toEqual(["2027-03-01", "2027-03-16"]);
    expect(await runsOf(once)).toEqual(["2027-03-01"]);
  });

  it("is the ranking-runs scheduled job's too: a new search runs at its next tick", async () => {
    const id = await createSerp(testDb.db, A(), input({ frequency: "ONCE" }));
    await rankingRunsJob.run({ db: testDb.db, queue });
    await drain();
    const runs = await testDb.db.select().from(serpRuns).where(eq(serpRuns.serpId, id));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.items!.length).toBeGreaterThan(0);
    // Run once, it is not due again.
    await rankingRunsJob.run({ db: testDb.db, queue });
    expect(await testDb.db.select().from(serpRuns).where(eq(serpRuns.serpId, id))).toHaveLength(1);
  });
});

describe("runs of another tenant's search", () => {
  it("cannot be started", async () => {
    const id = await createSerp(testDb.db, A(), input({ frequency: "ONCE" }));
    const B = { tenantId: f.tenantB, userId: f.users.adminB };
    await expect(runSerp(testDb.db, queue, B, id)).rejects.toThrow("NOT_FOUND");
    expect(await testDb.db.select().from(serpRuns).where(eq(serpRuns.serpId, id))).toEqual([]);
  });
});
