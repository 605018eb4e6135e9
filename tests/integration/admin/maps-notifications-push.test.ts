// The Pub/Sub push endpoint: only verified pushes are believed, a NEW_REVIEW brings the review
// and its notification without a scheduled sync, a redelivered message does nothing twice, and a
// message about one tenant's store never touches another's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import {
  googleUpdates,
  jobs,
  locations,
  notifications,
  pubsubMessages,
  reviews,
} from "@/lib/db/schema";
import "@/lib/google-updates/job-kinds";
import {
  pushBody,
  settlePublications,
  simPushTarget,
} from "@/lib/maps-simulator/notifications/publisher";
import { signPushToken } from "@/lib/maps-simulator/notifications/signing";
import { simIssuer } from "@/lib/maps-simulator/oauth/claims";
import type { Review } from "@/lib/maps/types";
import { startReviewSync } from "@/lib/reviews/sync";
import type { ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";
import {
  ALL_TYPES,
  countOf as countRows,
  genuineToken,
  jobsSettled as jobsSettledOf,
  NOTIF,
  push,
  SIM,
  sim,
  simAdmin,
  TOPIC,
  registerMapsNotifications,
} from "./maps-notifications-fixture";
import { MapsNotificationSettingsQuery } from "@/lib/admin/operations/notifications";

const SETTINGS = MapsNotificationSettingsQuery;

const t = registerMapsNotifications();
let s: ReviewSyncSetUp;
let acmeToken: string;
let globexToken: string;
const countOf = (table: typeof pubsubMessages | typeof jobs, tenantId?: string) =>
  countRows(s, table, tenantId);
const pushes = t.pushes;
const jobsSettled = (tenantId: string) => jobsSettledOf(s, tenantId);
const verifiedA = () => s.storesA.filter((store) => store.verified === "COMPLETED");
const verifiedB = () => s.storesB.filter((store) => store.verified === "COMPLETED");

/** acme's account announces every type; globex's only new reviews. */
beforeAll(async () => {
  ({ s, acmeToken, globexToken } = t);
  const setting = (account: string, types: string[], token: string) =>
    sim(
      "PATCH",
      `${NOTIF}/accounts/${account}/notificationSetting?updateMask=pubsubTopic,notificationTypes`,
      token,
      { pubsubTopic: TOPIC, notificationTypes: types },
    );
  expect((await setting("1001", ALL_TYPES, acmeToken)).status).toBe(200);
  expect((await setting("1002", ["NEW_REVIEW"], globexToken)).status).toBe(200);
});

describe("push endpoint", () => {
  it("brings a simulated NEW_REVIEW into the inbox with its notification, no sync started", async () => {
    // The tenant's first sync imports silently; a review after it notifies.
    const first = await startReviewSync(s.db, s.queue, { tenantId: s.f.tenantA });
    await s.waitForSync(first);
    await settlePublications();
    const jobsBefore = await countOf(jobs, s.f.tenantA);

    const store = verifiedA()[0]!;
    const review = (await simAdmin("reviews", {
      location: store.googleId,
      starRating: 5,
      comment: "Pushed to the inbox",
    })) as Review;
    await settlePublications();
    expect(pushes.map((p) => p.status)).toEqual([204]);
    const sent = JSON.parse(pushes[0]!.body);
    expect(JSON.parse(Buffer.from(sent.message.data, "base64").toString())).toEqual({
      type: "NEW_REVIEW",
      location: `accounts/1001/${store.googleId}`,
      review: review.name,
    });
    await jobsSettled(s.f.tenantA);
    expect(await countOf(jobs, s.f.tenantA)).toBe(jobsBefore + 1);

    const [row] = await s.db.select().from(reviews).where(eq(reviews.googleId, review.name));
    expect(row).toMatchObject({ tenantId: s.f.tenantA, locationId: store.id });
    const notified = await s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "REVIEW_NEW"), eq(notifications.subject, review.name)));
    expect(notified).toHaveLength(1);
    expect(notified[0]!.tenantId).toBe(s.f.tenantA);

    const [message] = await s.db
      .select()
      .from(pubsubMessages)
      .where(eq(pubsubMessages.messageId, sent.message.messageId));
    expect(message).toMatchObject({
      tenantId: s.f.tenantA,
      type: "NEW_REVIEW",
      location: store.googleId,
    });
    const listed = await s.as("adminA", SETTINGS);
    expect(listed.body.data.mapsNotificationSettings.recentMessages[0]).toMatchObject({
      type: "NEW_REVIEW",
      location: store.googleId,
      locationName: expect.any(String),
    });

    // Pub/Sub delivers at least once: the same message again changes nothing.
    const again = await push(pushes[0]!.body, `Bearer ${await genuineToken()}`);
    expect(again.status).toBe(204);
    await jobsSettled(s.f.tenantA);
    expect(await countOf(jobs, s.f.tenantA)).toBe(jobsBefore + 1);
    expect(await countOf(pubsubMessages)).toBe(1);
  });

  it("publishes only the types the account asked for", async () => {
    const store = verifiedB()[0]!;
    // globex asked for NEW_REVIEW only (set in beforeAll): an update is not published.
    const created = (await simAdmin("reviews", {
      location: store.googleId,
      starRating: 3,
    })) as Review;
    await settlePublications();
    expect(pushes).toHaveLength(1);
    const reviewId = created.name.split("/").at(-1);
    await simAdmin(`reviews/${reviewId}:update`, { starRating: 4 });
    await settlePublications();
    expect(pushes).toHaveLength(1);
    await jobsSettled(s.f.tenantB);
  });

  it("refuses forged pushes and keeps nothing of them", async () => {
    const store = verifiedA()[0]!;
    const body = pushBody(TOPIC, {
      accountId: "1001",
      locationId: store.googleId.split("/")[1]!,
      type: "NEW_REVIEW",
    });
    const messagesBefore = await countOf(pubsubMessages);
    const jobsBefore = await countOf(jobs);
    const target = simPushTarget();

    const other = await generateKeyPair("RS256");
    const otherKid = JSON.parse(JSON.stringify(await exportJWK(other.publicKey))).kid;
    const foreignSigned = await new SignJWT({ email: target.email, email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid: otherKid })
      .setIssuer(simIssuer())
      .setAudience(target.audience)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(other.privateKey);
    const wrongAudience = await signPushToken({
      issuer: simIssuer(),
      audience: "https://elsewhere.example/api/pubsub/maps",
      email: target.email,
    });
    const wrongEmail = await signPushToken({
      issuer: simIssuer(),
      audience: target.audience,
      email: "someone@evil.example",
    });
    const expired = await signPushToken({
      issuer: simIssuer(),
      audience: target.audience,
      email: target.email,
      lifetimeSeconds: -120,
    });
    const header = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    const payloadOf = (token: string) => token.split(".")[1]!;
    const unsigned = [
      Buffer.from(JSON.stringify({ ...header(wrongEmail), alg: "none" })).toString("base64url"),
      payloadOf(await genuineToken()),
      "",
    ].join(".");
    const tampered = (() => {
      const [h, , sig] = wrongEmail.split(".");
      return [h, payloadOf(wrongAudience), sig].join(".");
    })();

    expect((await push(body)).status).toBe(401);
    for (const token of [foreignSigned, wrongAudience, wrongEmail, expired, unsigned, tampered]) {
      const answer = await push(body, `Bearer ${token}`);
      expect(answer.status).toBe(403);
    }
    expect((await push(body, "Basic dXNlcjpwYXNz")).status).toBe(403);
    expect(await countOf(pubsubMessages)).toBe(messagesBefore);
    expect(await countOf(jobs)).toBe(jobsBefore);

    // A genuine token with a broken body is refused as such, also storing nothing.
    expect((await push("{not json", `Bearer ${await genuineToken()}`)).status).toBe(400);
    expect((await push({ message: {} }, `Bearer ${await genuineToken()}`)).status).toBe(400);
    expect(await countOf(pubsubMessages)).toBe(messagesBefore);
  });

  it("keeps each tenant's messages to its own stores", async () => {
    const storeB = verifiedB()[0]!;
    const idB = storeB.googleId.split("/")[1]!;
    const jobsA = await countOf(jobs, s.f.tenantA);
    const messagesA = await countOf(pubsubMessages, s.f.tenantA);
    const token = `Bearer ${await genuineToken()}`;

    // Tenant B's location named under tenant A's account: no store is both, nothing happens.
    const mismatched = pushBody(TOPIC, { accountId: "1001", locationId: idB, type: "NEW_REVIEW" });
    expect((await push(mismatched, token)).status).toBe(204);
    // An unknown location is acknowledged and forgotten.
    const unknown = pushBody(TOPIC, {
      accountId: "1001",
      locationId: "999999999",
      type: "NEW_REVIEW",
    });
    expect((await push(unknown, token)).status).toBe(204);
    const [{ n: stored }] = await s.db
      .select({ n: count() })
      .from(pubsubMessages)
      .where(
        sql`${pubsubMessages.messageId} in (${mismatched.message.messageId}, ${unknown.message.messageId})`,
      );
    expect(stored).toBe(0);

    // Tenant B's own message: B's job, B's message row; A untouched.
    const jobsB = await countOf(jobs, s.f.tenantB);
    const mine = pushBody(TOPIC, {
      accountId: "1002",
      locationId: idB,
      type: "DUPLICATE_LOCATION",
    });
    expect((await push(mine, token)).status).toBe(204);
    await jobsSettled(s.f.tenantB);
    expect(await countOf(jobs, s.f.tenantB)).toBe(jobsB + 1);
    expect(await countOf(jobs, s.f.tenantA)).toBe(jobsA);
    expect(await countOf(pubsubMessages, s.f.tenantA)).toBe(messagesA);
    const [row] = await s.db
      .select()
      .from(pubsubMessages)
      .where(eq(pubsubMessages.messageId, mine.message.messageId));
    expect(row!.tenantId).toBe(s.f.tenantB);
    const listedA = await s.as("adminA", SETTINGS);
    expect(
      listedA.body.data.mapsNotificationSettings.recentMessages.map(
        (m: { messageId: string }) => m.messageId,
      ),
    ).not.toContain(mine.message.messageId);
  });

  it("turns a Google duplicate into LOCATION_DUPLICATE and the store's flag", async () => {
    const [store, other] = verifiedA();
    await simAdmin(`locations/${store!.googleId.split("/")[1]}:markDuplicate`, {
      duplicateOf: other!.googleId,
    });
    await settlePublications();
    expect(pushes.map((p) => p.status)).toEqual([204]);
    await jobsSettled(s.f.tenantA);
    const [row] = await s.db
      .select({ duplicate: locations.duplicateLocation })
      .from(locations)
      .where(eq(locations.id, store!.id));
    expect(row!.duplicate).toBe(true);
    const notified = await s.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tenantId, s.f.tenantA),
          eq(notifications.type, "LOCATION_DUPLICATE"),
          eq(notifications.locationId, store!.id),
        ),
      );
    expect(notified).toHaveLength(1);
  });

  it("reads Google's version on a Google update, and the store again on a verification change", async () => {
    const [, , store] = verifiedA();
    const id = store!.googleId.split("/")[1]!;
    await simAdmin(`locations/${id}:googleUpdate`, { title: `Renamed by Google ${id}` });
    await settlePublications();
    expect(pushes.map((p) => p.status)).toEqual([204]);
    await jobsSettled(s.f.tenantA);
    // Our name stays ours; Google's shows beside it among Google's changes.
    const [change] = await s.db
      .select({ field: googleUpdates.field, theirs: googleUpdates.theirs })
      .from(googleUpdates)
      .where(eq(googleUpdates.locationId, store!.id));
    expect(change).toEqual({ field: "title", theirs: `Renamed by Google ${id}` });
    const name = async () =>
      (
        await s.db
          .select({ name: locations.locationName, verified: locations.verified })
          .from(locations)
          .where(eq(locations.id, store!.id))
      )[0]!;
    expect((await name()).name).not.toBe(`Renamed by Google ${id}`);

    // The product's copy lost the verification; the service's word puts it back.
    await s.db.update(locations).set({ verified: null }).where(eq(locations.id, store!.id));
    const message = pushBody(TOPIC, {
      accountId: "1001",
      locationId: id,
      type: "VOICE_OF_MERCHANT_UPDATED",
    });
    expect((await push(message, `Bearer ${await genuineToken()}`)).status).toBe(204);
    await jobsSettled(s.f.tenantA);
    expect((await name()).verified).toBe("COMPLETED");
  });

  it("hears of a reply's moderation when it ends, and keeps its outcome", async () => {
    vi.stubEnv("MAPS_SIM_MODERATION_MS", "50");
    const store = verifiedA()[1]!;
    const review = (await simAdmin("reviews", {
      location: store.googleId,
      starRating: 4,
      comment: "Nice, will come back",
    })) as Review;
    await settlePublications();
    await jobsSettled(s.f.tenantA);
    // The owner replies on the maps service itself; moderation decides 50 ms later.
    const reply = await sim("PUT", `${SIM}/v4/${review.name}/reply`, acmeToken, {
      comment: "Thank you, see you soon",
    });
    expect(reply.body.reviewReplyState).toBe("PENDING");
    pushes.length = 0;
    await settlePublications();
    expect(pushes.map((p) => p.status)).toEqual([204]);
    await jobsSettled(s.f.tenantA);
    const [row] = await s.db.select().from(reviews).where(eq(reviews.googleId, review.name));
    expect(row!.replyComment).toBe("Thank you, see you soon");
    expect(["APPROVED", "REJECTED"]).toContain(row!.replyState);
  });
});
