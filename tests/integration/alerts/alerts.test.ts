// Alerts outside the app: a 1–2-star review reaches the user's webhook signed with the tenant's
// secret within a minute; a failed webhook is retried and every attempt kept; a day's digest goes
// out once however often it runs; one tenant's user never reads or changes another's settings.
import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverAlertItem } from "@/lib/alerts/deliver";
import { checkRatingDrops } from "@/lib/alerts/rating-drop";
import { DIGEST_HOUR } from "@/lib/alerts/rules";
import {
  alertDeliveries,
  alertEvents,
  alertSettings,
  emailOutbox,
  reviews,
  type JobItem,
} from "@/lib/db/schema";
import { RetryableError } from "@/lib/jobs/outcomes";
import {
  ask,
  closeAlerts,
  DELIVERIES,
  drainJobs,
  newReview,
  openAlerts,
  ROTATE,
  SECRET,
  SETTINGS,
  startReceiver,
  TEST,
  UPDATE,
  type AlertsFixture,
  type Receiver,
} from "./alerts-fixture";

let fx: AlertsFixture;
let hook: Receiver;
beforeAll(async () => {
  fx = await openAlerts();
  hook = await startReceiver();
}, 60_000);
afterAll(async () => {
  await hook?.close();
  await closeAlerts(fx);
});
beforeEach(async () => {
  hook.received.length = 0;
  hook.answers.length = 0;
  await fx.testDb.db.delete(alertDeliveries);
  await fx.testDb.db.delete(alertEvents);
  await fx.testDb.db.delete(alertSettings);
  await fx.testDb.db.delete(emailOutbox);
});

const immediate = (url: string, extra: Record<string, unknown> = {}) => ({
  emailEnabled: false,
  webhookUrl: url,
  webhookFormat: "SLACK",
  events: [{ kind: "LOW_RATING", mode: "IMMEDIATE" }],
  ...extra,
});

function verify(received: { headers: Record<string, unknown>; body: string }, secret: string) {
  const header = String(received.headers["x-storeplus-signature"]);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  expect(t).toBeTruthy();
  expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
  const expected = createHmac("sha256", secret).update(`${t}.${received.body}`).digest("hex");
  expect(v1).toBe(expected);
}

describe("alerts", () => {
  it("posts a signed Slack JSON for a 1-star review within a minute, and records it", async () => {
    const { data } = await ask(fx, fx.tokens.adminA!, ROTATE);
    const secret = data.rotateWebhookSecret.secret as string;
    const saved = await ask(fx, fx.tokens.adminA!, UPDATE, {
      input: immediate(hook.url, { emailEnabled: true }),
    });
    expect(saved.errors).toBeUndefined();
    const started = Date.now();
    await newReview(fx, { tenantId: fx.f.tenantA, locationId: fx.f.locationsA[0]!, stars: 1 });
    await drainJobs(fx);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]!.at - started).toBeLessThan(60_000);
    verify(hook.received[0]!, secret);
    const body = JSON.parse(hook.received[0]!.body) as { text: string; blocks: unknown[] };
    expect(body.text).toContain("A Store 1");
    expect(body.blocks.length).toBeGreaterThan(0);
    const mail = await fx.testDb.db.select().from(emailOutbox);
    expect(mail.map((m) => m.recipients)).toEqual([["admina@alpha.test"]]);
    const { data: mine } = await ask(fx, fx.tokens.adminA!, DELIVERIES);
    expect(mine.alertDeliveries.items).toEqual(
      expect.arrayContaining([
        { kind: "LOW_RATING", channel: "WEBHOOK", status: "SENT", attempts: 1, lastError: null },
        { kind: "LOW_RATING", channel: "EMAIL", status: "SENT", attempts: 1, lastError: null },
      ]),
    );
  });

  it("sends nothing for a 4-star review", async () => {
    await ask(fx, fx.tokens.adminA!, UPDATE, { input: immediate(hook.url) });
    await newReview(fx, { tenantId: fx.f.tenantA, locationId: fx.f.locationsA[0]!, stars: 4 });
    await drainJobs(fx);
    expect(hook.received).toEqual([]);
    expect(await fx.testDb.db.select().from(alertEvents)).toEqual([]);
  });

  it("sends a Teams card to the Teams format", async () => {
    await ask(fx, fx.tokens.adminA!, UPDATE, {
      input: immediate(hook.url, { webhookFormat: "TEAMS" }),
    });
    await newReview(fx, { tenantId: fx.f.tenantA, locationId: fx.f.locationsA[1]!, stars: 2 });
    await drainJobs(fx);
    const card = JSON.parse(hook.received[0]!.body) as Record<string, unknown>;
    expect(card["@type"]).toBe("MessageCard");
    expect(String(card.title)).toContain("A Store 2");
  });

  it("retries a webhook the receiver refused with 503, recording each attempt", async () => {
    await ask(fx, fx.tokens.adminA!, UPDATE, { input: immediate(hook.url) });
    hook.answers.push(503);
    // Recorded without delivery: the item is worked here by hand, as the queue's tries would.
    const [event] = await fx.testDb.db
      .insert(alertEvents)
      .values({
        tenantId: fx.f.tenantA,
        kind: "LOW_RATING",
        dedupeKey: "retry-1",
        data: { storeName: "A Store 3", stars: 1 },
      })
      .returning();
    const item = { payload: { eventIds: [event!.id] } } as unknown as JobItem;
    const ctx = {
      db: fx.testDb.db,
      queue: fx.queue,
      tenantId: fx.f.tenantA,
      jobId: crypto.randomUUID(),
      kind: "ALERT_DELIVERY",
      lastTry: false,
    };
    await expect(deliverAlertItem(item, ctx, { digestHour: DIGEST_HOUR })).rejects.toBeInstanceOf(
      RetryableError,
    );
    const [first] = await fx.testDb.db.select().from(alertDeliveries);
    expect(first).toMatchObject({ status: "PENDING", attempts: 1, lastError: "HTTP_503" });
    expect(await deliverAlertItem(item, ctx, { digestHour: DIGEST_HOUR })).toMatchObject({
      ok: true,
    });
    const [second] = await fx.testDb.db.select().from(alertDeliveries);
    expect(second).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
    expect(second!.deliveredAt).toBeInstanceOf(Date);
    expect(hook.received).toHaveLength(1);
  });

  it("collects a day's events into one digest per channel, sent once however often it runs", async () => {
    await ask(fx, fx.tokens.adminA!, UPDATE, {
      input: {
        emailEnabled: true,
        webhookUrl: hook.url,
        webhookFormat: "SLACK",
        events: [
          { kind: "LOW_RATING", mode: "DIGEST" },
          { kind: "GOOGLE_UPDATE", mode: "DIGEST" },
        ],
      },
    });
    // 10:00 UTC is past the digest hour in Madrid (the tenant's zone); its day before is collected.
    const now = new Date();
    now.setUTCHours(10, 0, 0, 0);
    const yesterday = new Date(now.getTime() - 86_400_000);
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await fx.testDb.db.insert(alertEvents).values([
      {
        tenantId: fx.f.tenantA,
        kind: "LOW_RATING",
        dedupeKey: "d1",
        data: { storeName: "A Store 1", stars: 1 },
        createdAt: yesterday,
      },
      {
        tenantId: fx.f.tenantA,
        kind: "GOOGLE_UPDATE",
        dedupeKey: "d2",
        data: { storeName: "A Store 2", fields: ["phone"] },
        createdAt: yesterday,
      },
      {
        tenantId: fx.f.tenantA,
        kind: "LOW_RATING",
        dedupeKey: "d3",
        data: { storeName: "Old store", stars: 2 },
        createdAt: twoDaysAgo,
      },
      {
        tenantId: fx.f.tenantB,
        kind: "LOW_RATING",
        dedupeKey: "d4",
        data: { storeName: "B Store 1", stars: 1 },
        createdAt: yesterday,
      },
    ]);
    const item = { payload: { digest: true, now: now.toISOString() } } as unknown as JobItem;
    const ctx = {
      db: fx.testDb.db,
      queue: fx.queue,
      tenantId: fx.f.tenantA,
      jobId: crypto.randomUUID(),
      kind: "ALERT_DELIVERY",
    };
    await deliverAlertItem(item, ctx, { digestHour: DIGEST_HOUR });
    await deliverAlertItem(item, ctx, { digestHour: DIGEST_HOUR });
    expect(hook.received).toHaveLength(1);
    const digest = JSON.parse(hook.received[0]!.body) as { text: string };
    expect(digest.text).toContain("A Store 1");
    expect(digest.text).toContain("A Store 2");
    expect(digest.text).not.toContain("Old store");
    expect(digest.text).not.toContain("B Store 1");
    expect(await fx.testDb.db.select().from(emailOutbox)).toHaveLength(1);
    const rows = await fx.testDb.db
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.kind, "DIGEST"), eq(alertDeliveries.status, "SENT")));
    expect(rows.map((r) => r.channel).sort()).toEqual(["EMAIL", "WEBHOOK"]);
  });

  it("raises an alert when a publish job ends with failed stores", async () => {
    const { registerJobKind } = await import("@/lib/jobs/outcomes");
    const { enqueueJob } = await import("@/lib/jobs/engine");
    const restore = registerJobKind("POST_PUBLISH", {
      item: async () => ({ ok: false, error: "PERMISSION_DENIED" }),
    });
    try {
      await ask(fx, fx.tokens.adminA!, UPDATE, {
        input: { ...immediate(hook.url), events: [{ kind: "JOB_FAILED", mode: "IMMEDIATE" }] },
      });
      await enqueueJob(fx.testDb.db, fx.queue, {
        tenantId: fx.f.tenantA,
        kind: "POST_PUBLISH",
        items: [{ locationId: fx.f.locationsA[0]!, payload: {} }],
      });
      await drainJobs(fx, "POST_PUBLISH");
      await drainJobs(fx);
      expect(hook.received).toHaveLength(1);
      expect(JSON.parse(hook.received[0]!.body).text).toMatch(/1 de 1|1 of 1/);
    } finally {
      restore();
    }
  });

  it("keeps each user to their own settings, and each tenant to its own secret", async () => {
    await ask(fx, fx.tokens.adminA!, UPDATE, { input: immediate(hook.url) });
    const b = await ask(fx, fx.tokens.adminB!, SETTINGS);
    expect(b.data.alertSettings).toMatchObject({ webhookUrl: null, emailEnabled: false });
    const rotatedA = (await ask(fx, fx.tokens.adminA!, ROTATE)).data.rotateWebhookSecret;
    const seenB = (await ask(fx, fx.tokens.adminB!, SECRET)).data.webhookSecret;
    expect(seenB.masked).not.toBe(rotatedA.masked);
    expect(seenB.secret).toBeNull();
    // A STORE-only user may choose alerts but not see or rotate the tenant's secret.
    for (const query of [SECRET, ROTATE]) {
      const refused = await ask(fx, fx.tokens.storeA!, query);
      expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    // Nor choose events its roles do not show.
    const notAllowed = await ask(fx, fx.tokens.storeA!, UPDATE, { input: immediate(hook.url) });
    expect(notAllowed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // adminB's deliveries never list adminA's test.
    await ask(fx, fx.tokens.adminA!, TEST);
    expect((await ask(fx, fx.tokens.adminB!, DELIVERIES)).data.alertDeliveries.total).toBe(0);
    expect((await ask(fx, fx.tokens.adminA!, DELIVERIES)).data.alertDeliveries.total).toBe(1);
    // B's 1-star review reaches nobody of A.
    hook.received.length = 0;
    await newReview(fx, { tenantId: fx.f.tenantB, locationId: fx.f.locationsB[0]!, stars: 1 });
    await drainJobs(fx);
    expect(hook.received).toEqual([]);
  });

  it("finds a store whose week fell half a star below its four weeks before, once a week", async () => {
    await ask(fx, fx.tokens.adminA!, UPDATE, {
      input: { ...immediate(hook.url), events: [{ kind: "RATING_DROP", mode: "DIGEST" }] },
    });
    const day = 86_400_000;
    const now = new Date();
    const rows = [
      ...[10, 12, 15, 20, 25].map((ago) => ({ ago, stars: 5 })),
      ...[1, 2, 3].map((ago) => ({ ago, stars: 2 })),
    ];
    await fx.testDb.db.insert(reviews).values(
      rows.map(({ ago, stars }, i) => ({
        tenantId: fx.f.tenantA,
        locationId: fx.f.locationsA[2]!,
        googleId: `drop-${i}`,
        starRating: stars,
        createTime: new Date(now.getTime() - ago * day),
        updateTime: new Date(now.getTime() - ago * day),
      })),
    );
    expect(await checkRatingDrops(fx.testDb.db, fx.f.tenantA, now)).toBe(1);
    expect(await checkRatingDrops(fx.testDb.db, fx.f.tenantA, now)).toBe(0);
    const [event] = await fx.testDb.db.select().from(alertEvents);
    expect(event).toMatchObject({
      kind: "RATING_DROP",
      data: { storeName: "A Store 3", recentAvg: 2, baselineAvg: 5, recentCount: 3 },
    });
    // Another tenant's check finds nothing of A's.
    expect(await checkRatingDrops(fx.testDb.db, fx.f.tenantB, now)).toBe(0);
  });

  it("refuses a webhook address that is not a URL, writing nothing", async () => {
    const answer = await ask(fx, fx.tokens.adminA!, UPDATE, {
      input: immediate("ftp://files.example.com/hook"),
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.extensions?.issues).toEqual([
      { path: "webhookUrl", message: "URL_INVALID" },
    ]);
    expect(await fx.testDb.db.select().from(alertSettings)).toEqual([]);
  });
});
