// The set-up of the review sync tests: two tenants whose stores are simulator locations (tenant A
// `stores` of acme's account 1001, tenant B globex's first ones), each with its owner's maps
// authorization, a queue whose workers start when a test asks, and a count of the maps calls.
import { vi } from "vitest";
import type PgBoss from "pg-boss";
import { setDbForTests, type Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { startJobWorker } from "@/lib/jobs/worker";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import { saveMapsCredentials } from "@/lib/auth/maps-credentials";
import "@/lib/worker/job-kinds";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type GraphQLDocument,
} from "./graphql-fixtures";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";

/** A simulator store as a product store of `tenantId`, verified as the simulator says. */
function storeRow(tenantId: string, account: string, index: number) {
  const id = simLocationId(account, index);
  return {
    tenantId,
    googleId: `locations/${id}`,
    account: `accounts/${account}`,
    locationName: `Store ${account}-${index}`,
    storeCode: `S-${account}-${index}`,
    regionCode: "AR",
    languageCode: "es",
    locality: "Palermo",
    openStatus: "OPEN" as const,
    verified: simLocationTraits(index).verification,
  };
}

async function link(db: Db, userId: string, sub: string) {
  const grant = await simulatorSignIn(sub);
  await saveMapsCredentials(db, userId, {
    accessToken: grant.access_token,
    refreshToken: grant.refresh_token ?? null,
    expiresAt: Math.floor(Date.now() / 1000) + grant.expires_in,
    scope: grant.scope ?? null,
  });
}

export type ReviewSyncSetUp = Awaited<ReturnType<typeof setUpReviewSync>>;

export async function setUpReviewSync({ stores }: { stores: number }) {
  vi.stubEnv("MAPS_QUOTA_WINDOW_MS", "1000");
  const testDb = await openTestDatabase();
  setDbForTests({ ...testDb, migrate: async () => {} });
  /** Maps calls by kind ("batch", "get"), counted as the simulator serves them. */
  const calls = { batch: 0, get: 0 };
  setMapsFetchForTests(async (input, init) => {
    if (input.includes(":batchGetReviews")) calls.batch++;
    else if (/\/reviews\/[^/]+$/.test(new URL(input).pathname) && (init?.method ?? "GET") === "GET")
      calls.get++;
    return simulatorFetch(input, init);
  });
  await seedMapsSimulator(testDb.db, { bigAccountLocations: stores });
  const f = await seedTwoTenantFixture(testDb.db);
  // The fixture's own stores point nowhere: tenant A's become acme's, tenant B's globex's.
  await testDb.db.delete(locations);
  const storesA = await testDb.db
    .insert(locations)
    .values(Array.from({ length: stores }, (_, i) => storeRow(f.tenantA, "1001", i)))
    .returning({ id: locations.id, googleId: locations.googleId, verified: locations.verified });
  const storesB = await testDb.db
    .insert(locations)
    .values([0, 1, 2].map((i) => storeRow(f.tenantB, "1002", i)))
    .returning({ id: locations.id, googleId: locations.googleId, verified: locations.verified });
  await link(testDb.db, f.users.adminA!, "sim-owner-acme");
  await link(testDb.db, f.users.adminB!, "sim-owner-globex");
  const yoga = createGraphQLServer({ getDb: async () => testDb.db });
  const tokens: Record<string, string> = {};
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
  const queue: PgBoss = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  setQueueForTests(queue);

  const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
    callGraphQL(yoga, query, { token: tokens[user], variables });

  /** Starts working the queue (tests that need a sync to stay running call this later). */
  const startWorkers = () => startJobWorker(testDb.db, queue, { batchSize: 10, concurrency: 1 });

  /** Waits until the job is done and its counts are in. */
  const waitForSync = (jobId: string) =>
    waitForJobDone(testDb.db, jobId, 60_000, (job) => job.status === "DONE" && job.result !== null);

  async function close() {
    setQueueForTests(undefined);
    await queue.stop({ graceful: false, wait: true });
    setMapsFetchForTests(undefined);
    setDbForTests(undefined);
    await testDb.close();
    vi.unstubAllEnvs();
  }

  return {
    testDb,
    db: testDb.db,
    f,
    storesA,
    storesB,
    queue,
    calls,
    as,
    startWorkers,
    waitForSync,
    close,
  };
}
