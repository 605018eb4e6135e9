import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { autoReplies, jobItems, reviews, type JobItem, type ReviewRow } from "@/lib/db/schema";
import {
  MAPS_NOT_LINKED,
  QuotaWaitError,
  RetryableError,
  type ItemContext,
  type ItemOutcome,
} from "@/lib/jobs/outcomes";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import { recordNotifications } from "@/lib/notifications/service";
import { quotaCall } from "@/lib/stores/maps-calls";
import { linkedTenantMapsClient } from "@/lib/auth/maps-access";
import { refusalOutcome, saveReply, sendReviewReply } from "./apply-reply";
import type { AutoReplyPayload } from "./auto-reply";

// A review is answered once at most whatever runs twice: the row is taken atomically from
// SCHEDULED to SENDING and never sent again; only a redelivery after its worker died (attempts > 1)
// may take a row still SENDING.

type Status = "SENT" | "SKIPPED" | "FAILED";

/** Why a taken reply need not be sent: the review is gone, or answered (by this reply, even). */
function endedBefore(
  comment: string,
  review: ReviewRow | undefined,
  personPending: boolean,
): { status: Status; reason: string | null } | null {
  if (!review || review.removedAt) return { status: "SKIPPED", reason: "REVIEW_REMOVED" };
  // An earlier delivery sent it and kept it, and its worker died before recording so.
  if (review.replySource === "AUTOMATIC" && review.replyComment === comment)
    return { status: "SENT", reason: null };
  if (review.replyComment !== null || personPending)
    return { status: "SKIPPED", reason: "ANSWERED" };
  return null;
}

/** The review is locked as a person's reply locks it. */
async function take(db: Db, item: JobItem, tenantId: string, payload: AutoReplyPayload) {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, payload.reviewId), eq(reviews.tenantId, tenantId)))
      .for("update");
    const takeable = item.attempts > 1 ? ["SCHEDULED", "SENDING"] : ["SCHEDULED"];
    const [planned] = await tx
      .update(autoReplies)
      .set({ status: "SENDING" })
      .where(
        and(
          eq(autoReplies.id, payload.autoReplyId),
          eq(autoReplies.tenantId, tenantId),
          inArray(autoReplies.status, takeable),
        ),
      )
      .returning();
    if (!planned) return null;
    const personPending =
      review?.replyJobItemId &&
      (
        await tx
          .select({ id: jobItems.id })
          .from(jobItems)
          .where(
            and(
              eq(jobItems.id, review.replyJobItemId),
              ne(jobItems.id, item.id),
              inArray(jobItems.status, ["PENDING", "RUNNING"]),
            ),
          )
      ).length > 0;
    const ended = endedBefore(planned.comment, review, Boolean(personPending));
    if (ended) {
      await tx
        .update(autoReplies)
        .set({
          status: ended.status,
          error: ended.reason,
          sentAt: ended.status === "SENT" ? new Date() : null,
        })
        .where(eq(autoReplies.id, planned.id));
      return ended;
    }
    await tx
      .update(reviews)
      .set({ replyJobItemId: item.id })
      .where(and(eq(reviews.id, review!.id), eq(reviews.tenantId, tenantId)));
    return { status: "TAKEN" as const, planned, review: review! };
  });
}

/** A reply the maps service holds but the sync has not brought yet is kept: the review counts as answered. */
async function deliver(
  db: Db,
  client: MapsClient,
  review: ReviewRow,
  comment: string,
): Promise<ItemOutcome | "ANSWERED"> {
  try {
    const current = await quotaCall(db, "mybusiness", null, () =>
      client.getReview(review.googleId),
    );
    const existing = current.reviewReply;
    // The same text is this reply, sent by a delivery whose worker died: sending it again is
    // harmless (the service keeps one owner reply per review).
    if (existing && existing.comment !== comment) {
      await saveReply(db, review, existing, "PERSON");
      return "ANSWERED";
    }
  } catch (error) {
    if (!(error instanceof MapsApiError)) throw error;
    return refusalOutcome(db, review, error);
  }
  return sendReviewReply(db, client, review, { comment, source: "AUTOMATIC" });
}

async function settle(db: Db, id: string, status: Status | "SCHEDULED", error: string | null) {
  await db
    .update(autoReplies)
    .set({ status, error, sentAt: status === "SENT" ? new Date() : null })
    .where(and(eq(autoReplies.id, id), eq(autoReplies.status, "SENDING")));
}

async function fail(db: Db, review: ReviewRow, autoReplyId: string, outcome: ItemOutcome) {
  if (outcome.ok) return outcome;
  await settle(db, autoReplyId, "FAILED", outcome.error);
  await recordNotifications(db, [
    {
      tenantId: review.tenantId,
      type: "REVIEW_RESPONSE_AUTOMATIC",
      subject: review.googleId,
      dedupeKey: autoReplyId,
      infoUrl: [review.googleId],
      locationId: review.locationId,
    },
  ]);
  return outcome;
}

export async function applyAutoReply(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const payload = item.payload as AutoReplyPayload;
  const [planned] = await ctx.db
    .select({ status: autoReplies.status, dueAt: autoReplies.dueAt })
    .from(autoReplies)
    .where(and(eq(autoReplies.id, payload.autoReplyId), eq(autoReplies.tenantId, ctx.tenantId)));
  // Gone with its review, or ended by an earlier delivery or a person's reply.
  if (!planned) return { ok: true, result: { status: "GONE" } };
  if (planned.status !== "SCHEDULED" && !(planned.status === "SENDING" && item.attempts > 1))
    return { ok: true, result: { status: planned.status } };
  if (planned.dueAt.getTime() > Date.now()) throw new QuotaWaitError(planned.dueAt);

  const taken = await take(ctx.db, item, ctx.tenantId, payload);
  if (!taken) return { ok: true, result: { status: "TAKEN_ELSEWHERE" } };
  if (taken.status !== "TAKEN")
    return { ok: true, result: { status: taken.status, reason: taken.reason } };
  const { review } = taken;
  const id = taken.planned.id;
  try {
    const client = await linkedTenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
    if (!client) return await fail(ctx.db, review, id, MAPS_NOT_LINKED);
    const outcome = await deliver(ctx.db, client, review, taken.planned.comment);
    if (outcome === "ANSWERED" || (!outcome.ok && outcome.error === "REVIEW_REMOVED")) {
      const reason = outcome === "ANSWERED" ? outcome : "REVIEW_REMOVED";
      await settle(ctx.db, id, "SKIPPED", reason);
      return { ok: true, result: { status: "SKIPPED", reason } };
    }
    if (!outcome.ok) return await fail(ctx.db, review, id, outcome);
    await settle(ctx.db, id, "SENT", null);
    return outcome;
  } catch (error) {
    const retry = error instanceof RetryableError && !ctx.lastTry;
    if (error instanceof QuotaWaitError || retry) {
      // Back to waiting: the queue's next delivery takes it again.
      await settle(ctx.db, id, "SCHEDULED", null);
      throw error;
    }
    if (error instanceof RetryableError)
      return fail(ctx.db, review, id, { ok: false, error: error.code, detail: error.detail });
    await fail(ctx.db, review, id, { ok: false, error: "INTERNAL" });
    throw error;
  }
}
