// Push's integration fixtures: two tenants with their users, the GraphQL server, a job queue, and
// the push simulator served over real HTTP on a local port (Web Push requests go out as real
// requests, as they would to a browser's push service), with the app's VAPID keys.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { vi } from "vitest";
import webpush from "web-push";
import { setDbForTests } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { drainQueue } from "@/lib/jobs/drain";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { handlePushSimRequest } from "@/lib/push-simulator/router";
import "@/lib/push/job-kinds";
import { createTestDb, type TestDb } from "../helpers/db";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "../helpers/graphql-fixtures";

export type PushFixture = {
  testDb: TestDb;
  f: Fixture;
  yoga: ReturnType<typeof createGraphQLServer>;
  tokens: Record<string, string>;
  queue: PgBoss;
  server: http.Server;
  origin: string;
  vapidPublicKey: string;
};

function serve(): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const { port } = server.address() as AddressInfo;
    const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
    });
    const response = await handlePushSimRequest(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    }),
  );
}

export async function openPush(): Promise<PushFixture> {
  const { server, origin } = await serve();
  const vapid = webpush.generateVAPIDKeys();
  vi.stubEnv("PUSH_SERVICE", "simulator");
  vi.stubEnv("APP_URL", origin);
  vi.stubEnv("VAPID_PUBLIC_KEY", vapid.publicKey);
  vi.stubEnv("VAPID_PRIVATE_KEY", vapid.privateKey);
  const testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  const f = await seedTwoTenantFixture(testDb.db);
  const tokens: Record<string, string> = {};
  for (const key of ["adminA", "storeA", "reviewsA", "adminB"])
    tokens[key] = await tokenFor(testDb.db, f.users[key]!);
  const queue = await startQueue(testDb.executeSql!, { background: false });
  setQueueForTests(queue);
  return {
    testDb,
    f,
    yoga: createGraphQLServer({ getDb: async () => testDb.db }),
    tokens,
    queue,
    server,
    origin,
    vapidPublicKey: vapid.publicKey,
  };
}

export async function closePush(fixture: PushFixture | undefined): Promise<void> {
  setQueueForTests(undefined);
  await fixture?.queue.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  vi.unstubAllEnvs();
  await fixture?.testDb.close();
  await new Promise((resolve) => (fixture ? fixture.server.close(resolve) : resolve(null)));
}

/** The body of a GraphQL call as `token` (a Bearer header, as the mobile app sends it). */
export async function ask(
  fixture: PushFixture,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return (await callGraphQL(fixture.yoga, query, { token, variables })).body;
}

/** Works the queue until every push job is done. */
export async function drainPushes(fixture: PushFixture): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    await drainQueue(fixture.testDb.db, fixture.queue, { budgetMs: 2_000, batchSize: 10 });
    const open = await fixture.testDb.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, "PUSH_DELIVERY"));
    if (open.every((job) => job.status === "DONE" || job.status === "FAILED")) return;
    if (Date.now() > until) throw new Error("push jobs did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const REGISTER = `mutation ($token: String!, $platform: DevicePlatform!, $webPush: WebPushKeysInput) {
  registerDevice(token: $token, platform: $platform, webPush: $webPush) { id }
}`;
export const PREFERENCES = `{ notificationPreferences { enabledTypes availableTypes devices { id platform } } }`;
export const SET_PREFERENCES = `mutation ($types: [NotificationType!]!) {
  setNotificationPreferences(input: { enabledTypes: $types }) { enabledTypes }
}`;
export const UNREGISTER = `mutation ($id: ID!) { unregisterDevice(id: $id) }`;
