// Devices and preferences over GraphQL with a Bearer token (the mobile app's way in), per user and
// tenant: nothing of one tenant or user is seen or removed by another.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pushDevices } from "@/lib/db/schema";
import { NOTIFICATION_TYPES } from "@/lib/notifications/types";
import {
  ask,
  closePush,
  openPush,
  PREFERENCES,
  REGISTER,
  SET_PREFERENCES,
  UNREGISTER,
  type PushFixture,
} from "./push-fixture";

let fx: PushFixture;
beforeAll(async () => {
  fx = await openPush();
}, 60_000);
afterAll(() => closePush(fx));

describe("push devices", () => {
  it("registers the mobile app's token over Bearer, once per token", async () => {
    const first = await ask(fx, fx.tokens.adminA!, REGISTER, {
      token: "fcm-token-android-0001",
      platform: "ANDROID",
    });
    expect(first.errors).toBeUndefined();
    const again = await ask(fx, fx.tokens.adminA!, REGISTER, {
      token: "fcm-token-android-0001",
      platform: "ANDROID",
    });
    expect(again.data.registerDevice.id).toBe(first.data.registerDevice.id);
    const rows = await fx.testDb.db
      .select()
      .from(pushDevices)
      .where(eq(pushDevices.token, "fcm-token-android-0001"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: fx.f.tenantA, userId: fx.f.users.adminA });
    const mine = await ask(fx, fx.tokens.adminA!, PREFERENCES);
    expect(mine.data.notificationPreferences.devices).toEqual([
      { id: first.data.registerDevice.id, platform: "ANDROID" },
    ]);
  });

  it("shows no device of another tenant or user, and refuses to remove one", async () => {
    const { data } = await ask(fx, fx.tokens.adminA!, REGISTER, {
      token: "fcm-token-ios-0002",
      platform: "IOS",
    });
    const id = data.registerDevice.id;
    const other = await ask(fx, fx.tokens.adminB!, PREFERENCES);
    expect(other.data.notificationPreferences.devices).toEqual([]);
    const colleague = await ask(fx, fx.tokens.reviewsA!, PREFERENCES);
    expect(colleague.data.notificationPreferences.devices).toEqual([]);
    for (const token of [fx.tokens.adminB!, fx.tokens.reviewsA!]) {
      const refused = await ask(fx, token, UNREGISTER, { id });
      expect(refused.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    expect(
      await fx.testDb.db.select().from(pushDevices).where(eq(pushDevices.id, id)),
    ).toHaveLength(1);
    const removed = await ask(fx, fx.tokens.adminA!, UNREGISTER, { id });
    expect(removed.data.unregisterDevice).toBe(true);
    expect(
      await fx.testDb.db.select().from(pushDevices).where(eq(pushDevices.id, id)),
    ).toHaveLength(0);
  });

  it("refuses a browser endpoint that is not the push service, and bad input", async () => {
    const foreign = await ask(fx, fx.tokens.adminA!, REGISTER, {
      token: "http://169.254.169.254/latest",
      platform: "WEB",
      webPush: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
    });
    expect(foreign.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(foreign.errors?.[0]?.extensions?.issues?.[0]?.message).toBe("ENDPOINT_REFUSED");
    const noKeys = await ask(fx, fx.tokens.adminA!, REGISTER, {
      token: `${fx.origin}/api/push-sim/webpush/00000000-0000-0000-0000-000000000000`,
      platform: "WEB",
    });
    expect(noKeys.errors?.[0]?.extensions?.issues?.[0]?.path).toBe("webPush");
    const empty = await ask(fx, fx.tokens.adminA!, REGISTER, { token: " ", platform: "ANDROID" });
    expect(empty.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("keeps each user's preferences to the user, among the types the user may see", async () => {
    const set = await ask(fx, fx.tokens.adminA!, SET_PREFERENCES, { types: ["REVIEW_NEW"] });
    expect(set.data.setNotificationPreferences.enabledTypes).toEqual(["REVIEW_NEW"]);
    const mine = await ask(fx, fx.tokens.adminA!, PREFERENCES);
    expect(mine.data.notificationPreferences.enabledTypes).toEqual(["REVIEW_NEW"]);
    const other = await ask(fx, fx.tokens.adminB!, PREFERENCES);
    expect(other.data.notificationPreferences.enabledTypes).toHaveLength(NOTIFICATION_TYPES.length);
    // A REVIEWS-only user chooses among the review types only.
    const reviews = await ask(fx, fx.tokens.reviewsA!, PREFERENCES);
    const available: string[] = reviews.data.notificationPreferences.availableTypes;
    expect(available.every((type) => type.startsWith("REVIEW_"))).toBe(true);
    const bad = await ask(fx, fx.tokens.adminA!, SET_PREFERENCES, { types: ["NOPE"] });
    expect(bad.errors).toBeDefined();
  });

  it("refuses devices when push is off on the server", async () => {
    vi.stubEnv("PUSH_SERVICE", "off");
    try {
      const refused = await ask(fx, fx.tokens.adminA!, REGISTER, {
        token: "fcm-token-off-0003",
        platform: "ANDROID",
      });
      expect(refused.errors?.[0]?.extensions?.issues?.[0]?.message).toBe("PUSH_OFF");
    } finally {
      vi.stubEnv("PUSH_SERVICE", "simulator");
    }
  });
});
