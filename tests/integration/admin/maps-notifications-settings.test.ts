// Maps notification settings: the simulator's notificationSetting API (Google's shapes and
// refusals) and the tenant's settings through GraphQL (admin only, own accounts only, audited).
import { beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { auditLog, jobs, mapsNotificationSettings, pubsubMessages } from "@/lib/db/schema";
import type { ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";
import {
  ALL_TYPES,
  countOf as countRows,
  NOTIF,
  sim,
  TOPIC,
  registerMapsNotifications,
} from "./maps-notifications-fixture";
import {
  MapsNotificationSettingsQuery,
  UpdateMapsNotificationSettingMutation,
} from "@/lib/admin/operations/notifications";

const UPDATE = UpdateMapsNotificationSettingMutation;
const SETTINGS = MapsNotificationSettingsQuery;

const t = registerMapsNotifications();
let s: ReviewSyncSetUp;
let acmeToken: string;
let globexToken: string;
const countOf = (table: typeof pubsubMessages | typeof jobs, tenantId?: string) =>
  countRows(s, table, tenantId);
beforeAll(() => {
  ({ s, acmeToken, globexToken } = t);
});

describe("simulator notificationSetting", () => {
  it("answers an account's setting in Google's shape, empty until set", async () => {
    const answer = await sim("GET", `${NOTIF}/accounts/1001/notificationSetting`, acmeToken);
    expect(answer).toEqual({
      status: 200,
      body: { name: "accounts/1001/notificationSetting" },
    });
  });

  it("refuses a missing mask, a bad topic, an unknown type, types without a topic", async () => {
    const url = `${NOTIF}/accounts/1001/notificationSetting`;
    const noMask = await sim("PATCH", url, acmeToken, { pubsubTopic: TOPIC });
    expect(noMask.status).toBe(400);
    expect(noMask.body.error.details[0].fieldViolations[0].field).toBe("update_mask");

    const badTopic = await sim("PATCH", `${url}?updateMask=pubsubTopic`, acmeToken, {
      pubsubTopic: "my-topic",
    });
    expect(badTopic.status).toBe(400);
    expect(badTopic.body.error.status).toBe("INVALID_ARGUMENT");
    expect(badTopic.body.error.details[0].fieldViolations[0].field).toBe(
      "notification_setting.pubsub_topic",
    );

    const badType = await sim(
      "PATCH",
      `${url}?updateMask=pubsubTopic,notificationTypes`,
      acmeToken,
      { pubsubTopic: TOPIC, notificationTypes: ["NEW_REVIEW", "EVERYTHING"] },
    );
    expect(badType.status).toBe(400);
    expect(badType.body.error.details[0].fieldViolations[0].field).toBe(
      "notification_setting.notification_types[1]",
    );

    const noTopic = await sim("PATCH", `${url}?updateMask=notificationTypes`, acmeToken, {
      notificationTypes: ["NEW_REVIEW"],
    });
    expect(noTopic.status).toBe(400);

    const unknownMask = await sim("PATCH", `${url}?updateMask=name`, acmeToken, {});
    expect(unknownMask.status).toBe(400);
    // Nothing was kept.
    expect((await sim("GET", url, acmeToken)).body).toEqual({
      name: "accounts/1001/notificationSetting",
    });
  });

  it("refuses another owner's account (403) and sets one's own", async () => {
    const foreign = await sim(
      "PATCH",
      `${NOTIF}/accounts/1001/notificationSetting?updateMask=pubsubTopic`,
      globexToken,
      { pubsubTopic: TOPIC },
    );
    expect(foreign.status).toBe(403);
    const set = await sim(
      "PATCH",
      `${NOTIF}/accounts/1002/notificationSetting?updateMask=pubsub_topic,notification_types`,
      globexToken,
      {
        name: "accounts/1002/notificationSetting",
        pubsubTopic: TOPIC,
        notificationTypes: ["NEW_REVIEW"],
      },
    );
    expect(set).toEqual({
      status: 200,
      body: {
        name: "accounts/1002/notificationSetting",
        pubsubTopic: TOPIC,
        notificationTypes: ["NEW_REVIEW"],
      },
    });
  });
});

describe("GraphQL settings", () => {
  it("lets the tenant's admin set its own account, audited, and refuses others", async () => {
    const forbidden = await s.as("reviewsA", UPDATE, {
      account: "accounts/1001",
      pubsubTopic: TOPIC,
      notificationTypes: ALL_TYPES,
    });
    expect(forbidden.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const foreign = await s.as("adminA", UPDATE, {
      account: "accounts/1002",
      pubsubTopic: TOPIC,
      notificationTypes: ALL_TYPES,
    });
    expect(foreign.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const bad = await s.as("adminA", UPDATE, {
      account: "accounts/1001",
      pubsubTopic: "topic",
      notificationTypes: ["NEW_REVIEW"],
    });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(await countOf(pubsubMessages)).toBe(0);
    const [{ n: settingsBefore }] = await s.db
      .select({ n: count() })
      .from(mapsNotificationSettings);
    expect(settingsBefore).toBe(0);

    const answer = await s.as("adminA", UPDATE, {
      account: "accounts/1001",
      pubsubTopic: TOPIC,
      notificationTypes: ALL_TYPES,
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.updateMapsNotificationSetting).toMatchObject({
      account: "accounts/1001",
      storeCount: 4,
      pubsubTopic: TOPIC,
      notificationTypes: ALL_TYPES,
    });
    // The maps service holds it.
    const held = await sim("GET", `${NOTIF}/accounts/1001/notificationSetting`, acmeToken);
    expect(held.body.notificationTypes).toEqual(ALL_TYPES);
    const audit = await s.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, s.f.tenantA), eq(auditLog.action, "notifications.update")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.targetId).toBe("accounts/1001");

    const listed = await s.as("adminA", SETTINGS);
    expect(listed.body.data.mapsNotificationSettings.accounts).toMatchObject([
      {
        account: "accounts/1001",
        storeCount: 4,
        pubsubTopic: TOPIC,
        notificationTypes: ALL_TYPES,
      },
    ]);
    const listedB = await s.as("adminB", SETTINGS);
    expect(listedB.body.data.mapsNotificationSettings.accounts).toMatchObject([
      { account: "accounts/1002", storeCount: 3, pubsubTopic: "", notificationTypes: [] },
    ]);
  });
});
