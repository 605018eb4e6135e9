// The set-up both maps-notifications test files share: a review-sync test database with
// workers, the simulator's push keys and its pushes routed in process to the push endpoint, and
// helpers to call the simulator and the endpoint.
import { afterAll, beforeAll, beforeEach, expect, vi } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import { createLocalJWKSet } from "jose";
import { POST as pushRoute } from "@/app/api/pubsub/maps/route";
import { jobs, pubsubMessages } from "@/lib/db/schema";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import {
  setPushFetchForTests,
  settlePublications,
  simPushTarget,
} from "@/lib/maps-simulator/notifications/publisher";
import { signPushToken, simCerts } from "@/lib/maps-simulator/notifications/signing";
import { simIssuer } from "@/lib/maps-simulator/oauth/claims";
import { setPushKeysForTests } from "@/lib/pubsub/verify";
import { setUpReviewSync, type ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";

export const SIM = "http://localhost:3000/api/maps-sim";
export const NOTIF = `${SIM}/mybusinessnotifications/v1`;
export const TOPIC = "projects/storeplus-test/topics/maps-notifications";
export const ALL_TYPES = [
  "NEW_REVIEW",
  "UPDATED_REVIEW",
  "GOOGLE_UPDATE",
  "DUPLICATE_LOCATION",
  "VOICE_OF_MERCHANT_UPDATED",
];

export type MapsNotificationsSetUp = {
  s: ReviewSyncSetUp;
  acmeToken: string;
  globexToken: string;
  /** Every push the simulator made, as sent, with the endpoint's answer (emptied before each test). */
  pushes: { body: string; status: number }[];
};

/** Registers the file's beforeAll, afterAll and beforeEach; the set-up is filled in by beforeAll. */
export function registerMapsNotifications(): MapsNotificationsSetUp {
  const t = { pushes: [] } as unknown as MapsNotificationsSetUp;
  beforeAll(async () => {
    vi.stubEnv("MAPS_SIM_PUBSUB_RETRY_MS", "5");
    t.s = await setUpReviewSync({ stores: 4 });
    t.acmeToken = (await simulatorSignIn("sim-owner-acme")).access_token;
    t.globexToken = (await simulatorSignIn("sim-owner-globex")).access_token;
    const jwks = createLocalJWKSet(await (await simCerts()).json());
    setPushKeysForTests(jwks);
    setPushFetchForTests(async (input, init) => {
      const response = await pushRoute(new Request(input, init));
      t.pushes.push({ body: String(init?.body), status: response.status });
      return response;
    });
    t.s.startWorkers();
  });
  afterAll(async () => {
    await settlePublications();
    setPushFetchForTests(undefined);
    setPushKeysForTests(undefined);
    await t.s?.close();
  });
  beforeEach(() => {
    t.pushes.length = 0;
  });
  return t;
}

export async function sim(method: string, url: string, token: string, body?: unknown) {
  const response = await simulatorFetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export async function simAdmin(path: string, body: unknown) {
  const response = await simulatorFetch(`${SIM}/_admin/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-sim-admin-key": process.env.MAPS_SIM_ADMIN_KEY!,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

export async function countOf(
  s: ReviewSyncSetUp,
  table: typeof pubsubMessages | typeof jobs,
  tenantId?: string,
) {
  const [row] = await s.db
    .select({ n: count() })
    .from(table)
    .where(tenantId ? eq(table.tenantId, tenantId) : undefined);
  return row!.n;
}

/** Waits until every job of the tenant is done. */
export async function jobsSettled(s: ReviewSyncSetUp, tenantId: string) {
  for (let i = 0; i < 300; i++) {
    const [row] = await s.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.tenantId, tenantId), sql`${jobs.status} in ('QUEUED', 'RUNNING')`));
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("jobs did not finish");
}

export async function push(body: unknown, authorization?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (authorization !== undefined) headers.authorization = authorization;
  return pushRoute(
    new Request(simPushTarget().endpoint, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

export const genuineToken = () =>
  signPushToken({
    issuer: simIssuer(),
    audience: simPushTarget().audience,
    email: simPushTarget().email,
  });
