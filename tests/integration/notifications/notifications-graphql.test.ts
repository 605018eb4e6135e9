// Notifications with two tenants: groups and read state stay inside the caller's tenant and user,
// setIsReadUpdate refuses another tenant or user, list-updates needs its API key, and syncReviews
// is refused to those who may not start it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { setDbForTests } from "@/lib/db/client";
import { locations, notificationReads } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { handleListUpdates } from "@/lib/notifications/list-updates";
import { notifyDuplicateLocations } from "@/lib/notifications/location-events";
import { recordNotification, recordNotifications } from "@/lib/notifications/service";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";
import type { TestDb } from "@/tests/integration/helpers/db";
import { NotificationGroupsQuery, SetIsReadUpdateMutation } from "@/lib/notifications/operations";
import { SyncReviewsMutation } from "@/lib/reviews/operations";

const GROUPS = NotificationGroupsQuery;
const READ = SetIsReadUpdateMutation;

let testDb: TestDb;
let yoga: GraphQLServer;
let f: Fixture;
const tokens: Record<string, string> = {};
const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
  callGraphQL(yoga, query, { token: tokens[user], variables });
const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;
type Group = {
  _id: string;
  countLocationsIsRead: number;
  countLocationsNotRead: number;
  updates: { objectId: string; isRead: boolean }[];
};

beforeAll(async () => {
  testDb = await openTestDatabase();
  setDbForTests({ ...testDb, migrate: async () => {} });
  f = await seedTwoTenantFixture(testDb.db);
  yoga = createGraphQLServer({ getDb: async () => testDb.db });
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(testDb.db, id);
  await recordNotifications(testDb.db, [
    {
      tenantId: f.tenantA,
      type: "LOCATION_INFO",
      subject: "edit-1",
      infoUrl: ["locations/A1"],
      locationId: f.locationsA[0],
    },
    { tenantId: f.tenantA, type: "LOCATION_INFO", subject: "edit-2", locationId: f.locationsA[1] },
    {
      tenantId: f.tenantA,
      type: "MEDIA_REJECTED_REPORTED",
      subject: "media-1",
      infoUrl: ["media/1"],
    },
    {
      tenantId: f.tenantB,
      type: "REGULAR_HOUR_ERROR",
      subject: "hours-b",
      locationId: f.locationsB[0],
    },
  ]);
});
afterAll(async () => {
  setDbForTests(undefined);
  await testDb.close();
});

describe("notification groups", () => {
  it("groups the tenant's updates by type with read and unread counts", async () => {
    const groups: Group[] = (await as("adminA", GROUPS)).body.data.notifications;
    expect(groups.map((g) => g._id).sort()).toEqual(["LOCATION_INFO", "MEDIA_REJECTED_REPORTED"]);
    const info = groups.find((g) => g._id === "LOCATION_INFO")!;
    expect(info).toMatchObject({ countLocationsIsRead: 0, countLocationsNotRead: 2 });
    expect(
      info.updates
        .map((u) => (u as unknown as { location: { locationName: string } }).location.locationName)
        .sort(),
    ).toEqual(["A Store 1", "A Store 2"]);
    const b: Group[] = (await as("adminB", GROUPS)).body.data.notifications;
    expect(b.map((g) => g._id)).toEqual(["REGULAR_HOUR_ERROR"]);
  });

  it("marks updates read for the caller only, and answers DONE", async () => {
    const groups: Group[] = (await as("adminA", GROUPS)).body.data.notifications;
    const ids = groups.find((g) => g._id === "LOCATION_INFO")!.updates.map((u) => u.objectId);
    const answer = await as("adminA", READ, {
      tenant: f.tenantA,
      userId: f.users.adminA,
      objectsId: ids,
    });
    expect(answer.body.data.setIsReadUpdate).toBe("DONE");
    const after: Group[] = (await as("adminA", GROUPS)).body.data.notifications;
    expect(after.find((g) => g._id === "LOCATION_INFO")).toMatchObject({
      countLocationsIsRead: 2,
      countLocationsNotRead: 0,
    });
    // Another user of the same tenant still has them unread.
    const other: Group[] = (await as("storeA", GROUPS)).body.data.notifications;
    expect(other.find((g) => g._id === "LOCATION_INFO")).toMatchObject({
      countLocationsNotRead: 2,
    });
  });

  it("refuses setIsReadUpdate for another user or tenant, and ignores other tenants' ids", async () => {
    const groupsB: Group[] = (await as("adminB", GROUPS)).body.data.notifications;
    const idB = groupsB[0].updates[0].objectId;
    expect(
      codeOf(
        await as("adminA", READ, { tenant: f.tenantB, userId: f.users.adminA, objectsId: [idB] }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        await as("adminA", READ, { tenant: f.tenantA, userId: f.users.storeA, objectsId: [idB] }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      codeOf(
        await as("adminA", READ, {
          tenant: f.tenantA,
          userId: f.users.adminA,
          objectsId: ["nope"],
        }),
      ),
    ).toBe("BAD_USER_INPUT");
    // Naming tenant B's update with tenant A's own identity marks nothing.
    await as("adminA", READ, { tenant: f.tenantA, userId: f.users.adminA, objectsId: [idB] });
    expect(
      await testDb.db
        .select()
        .from(notificationReads)
        .where(eq(notificationReads.notificationId, idB)),
    ).toHaveLength(0);
  });

  it("needs ADMIN, REVIEWS, STORE or NOTIFICATIONS and a session", async () => {
    expect(codeOf(await as("leadA", GROUPS))).toBe("FORBIDDEN");
    expect(codeOf(await callGraphQL(yoga, GROUPS))).toBe("UNAUTHENTICATED");
    // Tenant A holds store and media notifications only: a REVIEWS-only user may open neither module.
    expect((await as("reviewsA", GROUPS)).body.data.notifications).toEqual([]);
  });

  it("records each event once and refuses a store of another tenant", async () => {
    expect(
      await recordNotification(testDb.db, {
        tenantId: f.tenantA,
        type: "LOCATION_INFO",
        subject: "edit-1",
      }),
    ).toBe(false);
    await expect(
      recordNotification(testDb.db, {
        tenantId: f.tenantA,
        type: "LOCATION_ERROR",
        subject: "x",
        locationId: f.locationsB[0],
      }),
    ).rejects.toThrow();
    await testDb.db
      .update(locations)
      .set({ duplicateLocation: true })
      .where(eq(locations.id, f.locationsA[2]));
    expect(await notifyDuplicateLocations(testDb.db, { tenantId: f.tenantA })).toBe(1);
    expect(await notifyDuplicateLocations(testDb.db, { tenantId: f.tenantA })).toBe(0);
    expect(await notifyDuplicateLocations(testDb.db, { tenantId: f.tenantB })).toBe(0);
  });
});

describe("POST /api/notifications/list-updates", () => {
  const env = { NOTIFICATIONS_API_KEY: "test-key" };
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    handleListUpdates(
      testDb.db,
      new Request("http://localhost/api/notifications/list-updates", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": "test-key", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      env,
    );

  it("answers the user's groups as JSON text", async () => {
    const response = await post({ tenant: f.tenantB, userId: f.users.adminB });
    expect(response.status).toBe(200);
    const groups = JSON.parse((await response.json()).body);
    expect(groups).toEqual([
      expect.objectContaining({ _id: "REGULAR_HOUR_ERROR", countLocationsNotRead: 1 }),
    ]);
  });

  it("refuses a wrong or missing key, a bad body, another content type and a user of another tenant", async () => {
    expect(
      (await post({ tenant: f.tenantA, userId: f.users.adminA }, { "x-api-key": "wrong" })).status,
    ).toBe(403);
    const missing = await handleListUpdates(
      testDb.db,
      new Request("http://localhost/x", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
      env,
    );
    expect(missing.status).toBe(401);
    expect((await post("{not json")).status).toBe(400);
    expect((await post({ tenant: "acme" })).status).toBe(400);
    expect(
      (await post({ tenant: f.tenantA, userId: f.users.adminA }, { "content-type": "text/plain" }))
        .status,
    ).toBe(415);
    expect((await post({ tenant: f.tenantA, userId: f.users.adminB })).status).toBe(404);
  });

  // An unconfigured key answered 503, which monitors read as an outage rather than a refusal.
  it("refuses everything in production until a key is configured, with 401 or 403", async () => {
    const call = (headers: Record<string, string>) =>
      handleListUpdates(testDb.db, new Request("http://localhost/x", { method: "POST", headers }), {
        NODE_ENV: "production",
      });
    expect((await call({ "x-api-key": "notifications-dev-key" })).status).toBe(403);
    expect((await call({})).status).toBe(401);
  });
});

// How the sync finds and notifies new reviews is in reviews-sync.test.ts.
describe("review sync", () => {
  let queue: PgBoss;
  beforeAll(async () => {
    queue = await startQueue(testDb.executeSql!);
    setQueueForTests(queue);
  });
  afterAll(async () => {
    setQueueForTests(undefined);
    await queue?.stop({ graceful: false, wait: true });
  });

  it("refuses syncReviews to a user without ADMIN or REVIEWS", async () => {
    expect(codeOf(await as("storeA", SyncReviewsMutation))).toBe("FORBIDDEN");
    // No user of tenant B linked a maps account: a clear input error, not a crash.
    expect(codeOf(await as("adminB", SyncReviewsMutation))).toBe("BAD_USER_INPUT");
  });
});
