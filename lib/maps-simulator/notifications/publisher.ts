import "server-only";
import { randomInt } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type { MapsNotificationType } from "@/lib/maps/types-notifications";
import { pushAuthConfig, pushEndpointUrl, SIM_PUSH_SERVICE_ACCOUNT } from "@/lib/pubsub/config";
import { simIssuer } from "../oauth/claims";
import { loadSetting } from "./settings-store";
import { signPushToken } from "./signing";

// Pushes go over real HTTP, signed as Pub/Sub signs them. Publishing never holds up or fails the
// API call that caused it; an unacknowledged push is retried with growing waits, then dropped.

type Env = Record<string, string | undefined>;
type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type SimNotification = {
  accountId: string;
  locationId: string;
  type: MapsNotificationType;
  reviewId?: string;
};

const globalForPush = globalThis as unknown as {
  storeplusSimPushFetch?: FetchLike;
  storeplusSimPushes?: Set<Promise<void>>;
};

export function setPushFetchForTests(fetchImpl: FetchLike | undefined) {
  globalForPush.storeplusSimPushFetch = fetchImpl;
}

function inFlight(): Set<Promise<void>> {
  globalForPush.storeplusSimPushes ??= new Set();
  return globalForPush.storeplusSimPushes;
}

/** For tests. */
export async function settlePublications(): Promise<void> {
  while (inFlight().size > 0) await Promise.allSettled([...inFlight()]);
}

export function simPushTarget(env: Env = process.env) {
  const endpoint = env.MAPS_SIM_PUBSUB_PUSH_URL || pushEndpointUrl(env);
  const auth = pushAuthConfig(env);
  return {
    endpoint,
    // The subscription's audience is the endpoint unless the app expects another.
    audience: env.MAPS_SIM_PUBSUB_PUSH_URL ? endpoint : auth.audience,
    email: auth.serviceAccount ?? SIM_PUSH_SERVICE_ACCOUNT,
  };
}

/** The first wait doubles each time: MAPS_SIM_PUBSUB_RETRY_MS. */
const ATTEMPTS = 5;
function retryBaseMs(env: Env = process.env): number {
  const value = Number(env.MAPS_SIM_PUBSUB_RETRY_MS);
  return env.MAPS_SIM_PUBSUB_RETRY_MS && Number.isFinite(value) && value >= 0 ? value : 1000;
}

/** Pub/Sub's message ids are decimal numbers. */
function messageId(): string {
  return `${randomInt(1, 2 ** 47)}${randomInt(0, 10_000).toString().padStart(4, "0")}`;
}

export function pushBody(topic: string, notification: SimNotification, now = new Date()) {
  const location = `accounts/${notification.accountId}/locations/${notification.locationId}`;
  const data = {
    type: notification.type,
    location,
    ...(notification.reviewId ? { review: `${location}/reviews/${notification.reviewId}` } : {}),
  };
  const id = messageId();
  const publishTime = now.toISOString();
  const [, project, topicId] = /^projects\/([^/]+)\/topics\/(.+)$/.exec(topic) ?? [];
  return {
    message: {
      data: Buffer.from(JSON.stringify(data)).toString("base64"),
      attributes: {},
      messageId: id,
      message_id: id,
      publishTime,
      publish_time: publishTime,
    },
    subscription: `projects/${project}/subscriptions/${topicId}-push`,
  };
}

async function deliver(body: ReturnType<typeof pushBody>): Promise<void> {
  const send = globalForPush.storeplusSimPushFetch ?? fetch;
  const target = simPushTarget();
  const payload = JSON.stringify(body);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0)
      await new Promise((resolve) => setTimeout(resolve, retryBaseMs() * 2 ** (attempt - 1)));
    try {
      const token = await signPushToken({
        issuer: simIssuer(),
        audience: target.audience,
        email: target.email,
      });
      const response = await send(target.endpoint, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: payload,
      });
      await response.body?.cancel().catch(() => {});
      if (response.ok) return;
    } catch {
      // Unreachable endpoint: retried like a refusal.
    }
  }
  console.warn(`maps simulator: push of message ${body.message.messageId} given up`);
}

// `delayMs` later for an outcome still to come (a reply's moderation).
export function publishNotification(
  db: Db,
  notification: SimNotification,
  { delayMs = 0 }: { delayMs?: number } = {},
): void {
  const task = (async () => {
    const setting = await loadSetting(db, notification.accountId);
    if (!setting.pubsubTopic || !setting.notificationTypes.includes(notification.type)) return;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await deliver(pushBody(setting.pubsubTopic, notification));
  })().catch((error: unknown) => {
    console.error("maps simulator: publishing failed", error);
  });
  const set = inFlight();
  set.add(task);
  void task.finally(() => set.delete(task));
}
