// The set-up of the store edit tests: a test database with two tenants, the maps simulator seeded
// and signed in as acme's owner, acme's first stores pointed at simulator locations, GraphQL, and
// job workers sharing one queue as server processes would.
import { vi } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { setDbForTests } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { startJobWorker } from "@/lib/jobs/worker";
import { createMapsClient } from "@/lib/maps/client";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import { saveMapsCredentials } from "@/lib/auth/maps-credentials";
import "@/lib/stores/job-kinds";
import type { OpenOptions } from "@/lib/db/client";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type GraphQLDocument,
} from "./graphql-fixtures";
import { createTestDb } from "./db";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";

export type StoreEdits = Awaited<ReturnType<typeof setUpStoreEdits>>;

/**
 * `stores` of acme's stores become simulator locations 0… of account 1001 (in Argentina); `workers`
 * job workers share the queue. Call `close()` in afterAll.
 */
export async function setUpStoreEdits({
  stores,
  workers,
  onQuery,
}: {
  stores: number;
  workers: number;
  /** Sees every SQL statement run through Drizzle (tests count a request's statements). */
  onQuery?: OpenOptions["onQuery"];
}) {
  vi.stubEnv("MAPS_QUOTA_WINDOW_MS", "1000");
  const testDb = await createTestDb({ onQuery });
  setDbForTests({ ...testDb, migrate: async () => {} });
  setMapsFetchForTests(simulatorFetch);
  await seedMapsSimulator(testDb.db, { bigAccountLocations: stores });
  const f = await seedTwoTenantFixture(testDb.db);
  const simStores = Array.from(
    { length: stores },
    (_, i) => `locations/${simLocationId("1001", i)}`,
  );
  for (const [i, id] of f.locationsA.slice(0, stores).entries())
    await testDb.db
      .update(locations)
      .set({ googleId: simStores[i]!, account: "accounts/1001", regionCode: "AR" })
      .where(eq(locations.id, id));
  const grant = await simulatorSignIn("sim-owner-acme");
  await saveMapsCredentials(testDb.db, f.users.adminA!, {
    accessToken: grant.access_token,
    refreshToken: grant.refresh_token ?? null,
    expiresAt: Math.floor(Date.now() / 1000) + grant.expires_in,
    scope: grant.scope ?? null,
  });
  const maps = createMapsClient({ accessToken: grant.access_token, fetch: simulatorFetch });
  const yoga = createGraphQLServer({ getDb: async () => testDb.db });
  const tokens: Record<string, string> = {};
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
  const queues: PgBoss[] = [];
  for (let i = 0; i < workers; i++) {
    const queue = await startQueue(testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
    await startJobWorker(testDb.db, queue, { batchSize: 10, concurrency: 1 });
    queues.push(queue);
  }
  setQueueForTests(queues[0]);

  /** A GraphQL request as one of the fixture's users, in `language`. */
  const as = (
    user: string,
    query: GraphQLDocument,
    variables?: Record<string, unknown>,
    language = "en",
  ) =>
    callGraphQL(yoga, query, {
      token: tokens[user],
      variables,
      headers: { "accept-language": language },
    });

  /** Waits until the job has worked every item (done or failed). */
  const waitForJob = (jobId: string) => waitForJobDone(testDb.db, jobId);

  async function close() {
    setQueueForTests(undefined);
    for (const queue of queues) await queue.stop({ graceful: false, wait: true });
    setMapsFetchForTests(undefined);
    setDbForTests(undefined);
    await testDb.close();
    vi.unstubAllEnvs();
  }

  return { testDb, f, tokens, maps, simStores, as, waitForJob, close };
}

/** The code of a GraphQL answer's first error. */
export const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;
