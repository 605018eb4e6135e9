import "server-only";
import { and, asc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import {
  autoReplies,
  autoReplyRules,
  autoReplySettings,
  locations,
  reviews,
  reviewTemplates,
} from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";
import { pickTemplate, type RotationState } from "./rotation";
import { firstNameOf } from "./template-vars";

// The reply is sent after the tenant's delay by apply-auto-reply.ts, which checks again then that
// nobody answered meanwhile.

/** How the maps service shows a reviewer who hid their name: no first name to greet. */

/** AUTO_REPLY_MINUTE_MS lets tests and demos run a delay in moments. */
export function autoReplyMinuteMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.AUTO_REPLY_MINUTE_MS);
  return Number.isFinite(value) && value > 0 ? value : 60_000;
}

export type AutoReplyPayload = { autoReplyId: string; reviewId: string; comment: string };

type Candidate = {
  id: string;
  starRating: number;
  comment: string | null;
  reviewerName: string | null;
  storeName: string;
  city: string | null;
};

function candidates(tx: Db, tenantId: string, reviewIds: string[]): Promise<Candidate[]> {
  return tx
    .select({
      id: reviews.id,
      starRating: reviews.starRating,
      comment: reviews.comment,
      reviewerName: reviews.reviewerName,
      storeName: locations.locationName,
      city: locations.locality,
    })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(
      and(
        eq(reviews.tenantId, tenantId),
        sql`${reviews.id} = any(${sql.param(reviewIds)}::uuid[])`,
        isNull(reviews.replyComment),
        isNull(reviews.removedAt),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(autoReplies)
            .where(eq(autoReplies.reviewId, reviews.id)),
        ),
      ),
    )
    .orderBy(asc(reviews.createTime), asc(reviews.id));
}

/** A review is never planned twice (one auto_replies row per review). */
export async function planAutoReplies(
  db: Db,
  queue: PgBoss,
  { tenantId, reviewIds, now = new Date() }: { tenantId: string; reviewIds: string[]; now?: Date },
): Promise<number> {
  if (reviewIds.length === 0) return 0;
  const [settings] = await db
    .select()
    .from(autoReplySettings)
    .where(eq(autoReplySettings.tenantId, tenantId));
  if (!settings?.enabled) return 0;
  const dueAt = new Date(now.getTime() + settings.delayMinutes * autoReplyMinuteMs());

  return db.transaction(async (tx) => {
    // Locked so that two plans of the same tenant take turns: each rule's rotation is one sequence.
    const rules = await tx
      .select()
      .from(autoReplyRules)
      .where(eq(autoReplyRules.tenantId, tenantId))
      .orderBy(asc(autoReplyRules.id))
      .for("update");
    if (rules.length === 0) return 0;
    const found = await candidates(tx, tenantId, [...new Set(reviewIds)]);
    if (found.length === 0) return 0;
    const templateIds = [...new Set(rules.flatMap((rule) => rule.templateIds))];
    const templates = new Map(
      (
        await tx
          .select({ id: reviewTemplates.id, body: reviewTemplates.body })
          .from(reviewTemplates)
          .where(
            and(eq(reviewTemplates.tenantId, tenantId), inArray(reviewTemplates.id, templateIds)),
          )
      ).map((template) => [template.id, template]),
    );
    const states = new Map<string, RotationState>(
      rules.map((rule) => [rule.id, { rotation: rule.rotation, lastReply: rule.lastReply }]),
    );

    const planned: AutoReplyPayload[] = [];
    for (const review of found) {
      const withComment = Boolean(review.comment?.trim());
      const rule = rules.find(
        (r) => r.starRating === review.starRating && r.withComment === withComment,
      );
      if (!rule) continue;
      const pick = pickTemplate(
        rule.templateIds.flatMap((id) => templates.get(id) ?? []),
        states.get(rule.id)!,
        {
          firstName: firstNameOf(review.reviewerName),
          storeName: review.storeName,
          city: review.city ?? "",
        },
      );
      // Every template would repeat the last reply: recorded as skipped, left to a person.
      const [row] = await tx
        .insert(autoReplies)
        .values({
          tenantId,
          reviewId: review.id,
          ruleId: rule.id,
          templateId: pick?.templateId ?? null,
          comment: pick?.comment ?? "",
          dueAt,
          status: pick ? "SCHEDULED" : "SKIPPED",
          error: pick ? null : "REPEATED_REPLY",
        })
        .onConflictDoNothing({ target: autoReplies.reviewId })
        .returning({ id: autoReplies.id });
      if (!row || !pick) continue;
      states.set(rule.id, pick.state);
      planned.push({ autoReplyId: row.id, reviewId: review.id, comment: pick.comment });
    }

    for (const rule of rules) {
      const state = states.get(rule.id)!;
      if (state.rotation === rule.rotation) continue;
      await tx
        .update(autoReplyRules)
        .set(state)
        .where(and(eq(autoReplyRules.id, rule.id), eq(autoReplyRules.tenantId, tenantId)));
    }
    if (planned.length === 0) return 0;
    // No store named on the items: a store's edits would otherwise wait for the delay to pass.
    const { jobId } = await enqueueJobItems(tx, queue, {
      tenantId,
      kind: "REVIEW_AUTO_REPLY",
      items: planned.map((payload) => ({ locationId: null, payload })),
      startAfter: dueAt,
    });
    await tx
      .update(autoReplies)
      .set({ jobId })
      .where(
        and(
          eq(autoReplies.tenantId, tenantId),
          inArray(
            autoReplies.id,
            planned.map((p) => p.autoReplyId),
          ),
        ),
      );
    return planned.length;
  });
}
