// Alerts' integration fixtures: two tenants with their users, the GraphQL server, a job queue,
// and a webhook receiver on a local port that keeps what it was sent and answers as told.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { vi } from "vitest";
import "@/lib/alerts/job-kinds";
import { setDbForTests } from "@/lib/db/client";
import { jobs, reviews } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { drainQueue } from "@/lib/jobs/drain";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { recordNotifications } from "@/lib/notifications/service";
import { createTestDb, type TestDb } from "../helpers/db";
import {
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "../helpers/graphql-fixtures";

export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

export type Receiver = {
  url: string;
  received: Received[];
  /** Statuses to answer, in order; 200 once they run out. */
  answers: number[];
  close: () => Promise<void>;
};

export function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const status = answers.shift() ?? 200;
    if (status === 200)
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      });
    res.writeHead(status, { "content-type": "text/plain" });
    res.end(status === 200 ? "ok" : "busy");
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hook`,
        received,
        answers,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

export type AlertsFixture = {
  testDb: TestDb;
  f: Fixture;
  yoga: ReturnType<typeof createGraphQLServer>;
  tokens: Record<string, string>;
  queue: PgBoss;
};

export async function openAlerts(): Promise<AlertsFixture> {
  vi.stubEnv("APP_URL", "http://127.0.0.1:3999");
  const testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  const f = await seedTwoTenantFixture(testDb.db);
  const tokens: Record<string, string> = {};
  for (const key of ["adminA", "storeA", "reviewsA", "adminB"])
    tokens[key] = await tokenFor(testDb.db, f.users[key]!);
  const queue = await startQueue(testDb.executeSql!, { background: false });
  setQueueForTests(queue);
  return { testDb, f, yoga: createGraphQLServer({ getDb: async () => testDb.db }), tokens, queue };
}

export async function closeAlerts(fixture: AlertsFixture | undefined): Promise<void> {
  setQueueForTests(undefined);
  await fixture?.queue.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  vi.unstubAllEnvs();
  await fixture?.testDb.close();
}

export async function ask(
  fx: AlertsFixture,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return (await callGraphQL(fx.yoga, query, { token, variables })).body;
}

/** Works the queue until every job of `kind` has ended. */
export async function drainJobs(fx: AlertsFixture, kind = "ALERT_DELIVERY"): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    await drainQueue(fx.testDb.db, fx.queue, { budgetMs: 2_000, batchSize: 10 });
    const open = await fx.testDb.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.kind, kind));
    if (open.every((job) => job.status === "DONE" || job.status === "FAILED")) return;
    if (Date.now() > until) throw new Error(`${kind} jobs did not finish in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let seq = 0;

/** A review stored as a sync stores it, then its REVIEW_NEW recorded as the sync records it. */
export async function newReview(
  fx: AlertsFixture,
  { tenantId, locationId, stars }: { tenantId: string; locationId: string; stars: number },
) {
  seq++;
  const googleId = `accounts/1/locations/1/reviews/alert-${seq}`;
  const now = new Date();
  await fx.testDb.db.insert(reviews).values({
    tenantId,
    locationId,
    googleId,
    reviewerName: `Reviewer ${seq}`,
    starRating: stars,
    comment: "Esperamos 40 minutos y nadie nos atendió.",
    createTime: now,
    updateTime: now,
  });
  await recordNotifications(fx.testDb.db, [
    { tenantId, type: "REVIEW_NEW", subject: googleId, locationId },
  ]);
  return googleId;
}

export const SETTINGS = `{ alertSettings { emailEnabled webhookUrl webhookFormat events { kind mode } availableEvents } }`;
export const UPDATE = `mutation ($input: AlertSettingsInput!) {
  updateAlertSettings(input: $input) { emailEnabled webhookUrl webhookFormat events { kind mode } }
}`;
export const DELIVERIES = `{ alertDeliveries(limit: 20) { total items { kind channel status attempts lastError } } }`;
export const SECRET = `{ webhookSecret { masked secret } }`;
export const ROTATE = `mutation { rotateWebhookSecret { masked secret } }`;
export const TEST = `mutation { sendTestAlert { ok error } }`;
