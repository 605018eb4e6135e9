// Every recorded notification goes to its users' devices through the push job: FCM's shapes for
// phones, an encrypted Web Push for browsers; outcomes kept, dead tokens removed, each user's
// preferences and roles respected, nothing sent across tenants.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pushDeliveries, pushDevices } from "@/lib/db/schema";
import { recordNotifications } from "@/lib/notifications/service";
import { pushSimState } from "@/lib/push-simulator/state";
import {
  ask,
  closePush,
  drainPushes,
  openPush,
  REGISTER,
  SET_PREFERENCES,
  type PushFixture,
} from "./push-fixture";

let fx: PushFixture;
let seq = 0;
beforeAll(async () => {
  fx = await openPush();
}, 60_000);
afterAll(() => closePush(fx));
beforeEach(async () => {
  pushSimState().fcmSent.length = 0;
  await fx.testDb.db.delete(pushDevices);
});

async function register(token: string, userToken: string, platform = "ANDROID") {
  const { data, errors } = await ask(fx, userToken, REGISTER, { token, platform });
  expect(errors).toBeUndefined();
  return data.registerDevice.id as string;
}

async function notify(tenantId: string, locationId: string, type = "REVIEW_NEW") {
  seq++;
  await recordNotifications(fx.testDb.db, [
    { tenantId, type: type as "REVIEW_NEW", subject: `review-${seq}`, locationId },
  ]);
  await drainPushes(fx);
}

const sentTo = () => pushSimState().fcmSent.map((m) => (m.message as { token: string }).token);

describe("push delivery", () => {
  it("pushes a new review to the tenant's devices only, in FCM's shape", async () => {
    const device = await register("fcm-admin-a-0001", fx.tokens.adminA!);
    await register("fcm-admin-b-0001", fx.tokens.adminB!);
    await notify(fx.f.tenantA, fx.f.locationsA[0]!);
    expect(sentTo()).toEqual(["fcm-admin-a-0001"]);
    const message = pushSimState().fcmSent[0]!.message as {
      notification: { title: string; body: string };
      data: Record<string, string>;
    };
    expect(message.notification.body).toBe("A Store 1");
    expect(message.notification.title).toBeTruthy();
    expect(message.data.type).toBe("REVIEW_NEW");
    const rows = await fx.testDb.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.deviceId, device));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "SENT", error: null, tenantId: fx.f.tenantA });
  });

  it("removes a device whose token FCM says is unregistered, keeping the outcome", async () => {
    const dead = await register("dead-admin-a-0002", fx.tokens.adminA!);
    await register("fcm-admin-a-0003", fx.tokens.adminA!);
    await notify(fx.f.tenantA, fx.f.locationsA[1]!);
    expect(await fx.testDb.db.select().from(pushDevices).where(eq(pushDevices.id, dead))).toEqual(
      [],
    );
    const outcomes = await fx.testDb.db
      .select({ status: pushDeliveries.status, error: pushDeliveries.error })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.status, "DEAD"));
    expect(outcomes).toContainEqual({ status: "DEAD", error: "UNREGISTERED" });
    expect(sentTo()).toEqual(["fcm-admin-a-0003"]);
  });

  it("leaves out the types a user turned off and those the user's roles do not show", async () => {
    await register("fcm-admin-a-0004", fx.tokens.adminA!);
    await register("fcm-reviews-a-0004", fx.tokens.reviewsA!);
    await register("fcm-store-a-0004", fx.tokens.storeA!);
    await ask(fx, fx.tokens.adminA!, SET_PREFERENCES, { types: ["REVIEW_NEW"] });
    await notify(fx.f.tenantA, fx.f.locationsA[0]!, "REVIEW_UPDATE");
    // adminA turned REVIEW_UPDATE off; a STORE-only user does not see reviews.
    expect(sentTo()).toEqual(["fcm-reviews-a-0004"]);
    pushSimState().fcmSent.length = 0;
    await notify(fx.f.tenantA, fx.f.locationsA[0]!, "LOCATION_INFO");
    expect(sentTo().sort()).toEqual(["fcm-store-a-0004"]);
    await ask(fx, fx.tokens.adminA!, SET_PREFERENCES, {
      types: ["REVIEW_NEW", "REVIEW_UPDATE", "LOCATION_INFO"],
    });
  });

  it("sends a browser an encrypted Web Push the push service decrypts; a gone one is removed", async () => {
    const subscribe = await fetch(`${fx.origin}/api/push-sim/webpush/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ applicationServerKey: fx.vapidPublicKey }),
    });
    expect(subscribe.status).toBe(201);
    const subscription = (await subscribe.json()) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    const { data } = await ask(fx, fx.tokens.adminA!, REGISTER, {
      token: subscription.endpoint,
      platform: "WEB",
      webPush: subscription.keys,
    });
    const device = data.registerDevice.id as string;
    await notify(fx.f.tenantA, fx.f.locationsA[2]!);
    const inbox = await fetch(`${subscription.endpoint}/messages?after=0`);
    const { messages } = (await inbox.json()) as { messages: { data: string }[] };
    expect(messages).toHaveLength(1);
    const notice = JSON.parse(messages[0]!.data) as { title: string; body: string; url: string };
    expect(notice.body).toBe("A Store 3");
    expect(notice.url).toBe("/apps/reviews");
    // The browser unsubscribed (or the service forgot it): 410, and the device goes.
    await fetch(subscription.endpoint, { method: "DELETE" });
    await notify(fx.f.tenantA, fx.f.locationsA[2]!);
    expect(await fx.testDb.db.select().from(pushDevices).where(eq(pushDevices.id, device))).toEqual(
      [],
    );
    const [gone] = await fx.testDb.db
      .select({ error: pushDeliveries.error })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.error, "HTTP_410"));
    expect(gone).toBeDefined();
  });

  it("refuses a push signed with another VAPID key", async () => {
    const webpush = (await import("web-push")).default;
    const subscribe = await fetch(`${fx.origin}/api/push-sim/webpush/subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ applicationServerKey: fx.vapidPublicKey }),
    });
    const subscription = (await subscribe.json()) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    const other = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(subscription, "hello", {
      vapidDetails: { subject: "mailto:ops@example.com", ...other },
    });
    const response = await fetch(details.endpoint, {
      method: "POST",
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
    });
    expect(response.status).toBe(403);
  });
});
