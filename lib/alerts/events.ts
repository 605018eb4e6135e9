import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alertEvents, alertSettings, jobs, reviews } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { getQueue } from "@/lib/jobs/runtime";
import { ALERT_DELIVERY_KIND } from "./kind";
import { ALERTED_JOB_KINDS, LOW_RATING_MAX_STARS, type AlertEventKind } from "./rules";

// Where events become alerts. Recording stays cheap: one read of the tenants' settings decides
// whether anything is kept; immediate ones go to an ALERT_DELIVERY job (one per tenant), digest
// ones wait for the day's digest.

export type NewAlertEvent = {
  tenantId: string;
  kind: AlertEventKind;
  dedupeKey: string;
  data: Record<string, unknown>;
};

type Wanted = Map<string, Map<AlertEventKind, boolean>>;

/** Per tenant, the kinds some user wants, and whether someone wants them at once. */
async function wantedKinds(db: Db, tenantIds: string[]): Promise<Wanted> {
  const rows = await db
    .select({ tenantId: alertSettings.tenantId, events: alertSettings.events })
    .from(alertSettings)
    .where(sql`${alertSettings.tenantId} = any(${sql.param(tenantIds)}::uuid[])`);
  const wanted: Wanted = new Map();
  for (const row of rows)
    for (const [kind, mode] of Object.entries(row.events)) {
      if (!mode || mode === "OFF") continue;
      const kinds = wanted.get(row.tenantId) ?? new Map<AlertEventKind, boolean>();
      kinds.set(kind as AlertEventKind, kinds.get(kind as AlertEventKind) || mode === "IMMEDIATE");
      wanted.set(row.tenantId, kinds);
    }
  return wanted;
}

/** Keeps the events someone wants and queues the immediate ones. Answers how many were new. */
export async function recordAlertEvents(db: Db, events: NewAlertEvent[], known?: Wanted) {
  if (events.length === 0) return 0;
  const wanted = known ?? (await wantedKinds(db, [...new Set(events.map((e) => e.tenantId))]));
  const kept = events.filter((e) => wanted.get(e.tenantId)?.has(e.kind));
  if (kept.length === 0) return 0;
  const inserted = await db
    .insert(alertEvents)
    .values(kept)
    .onConflictDoNothing()
    .returning({ id: alertEvents.id, tenantId: alertEvents.tenantId, kind: alertEvents.kind });
  const now = inserted.filter((e) => wanted.get(e.tenantId)?.get(e.kind as AlertEventKind));
  if (now.length > 0) {
    const queue = await getQueue();
    for (const tenantId of new Set(now.map((e) => e.tenantId)))
      await enqueueJob(db, queue, {
        tenantId,
        kind: ALERT_DELIVERY_KIND,
        items: [
          {
            locationId: null,
            payload: { eventIds: now.filter((e) => e.tenantId === tenantId).map((e) => e.id) },
          },
        ],
      });
  }
  return inserted.length;
}

export type RecordedNotification = {
  tenantId: string;
  type: string;
  subject: string;
  dedupeKey: string;
  locationName: string;
};

/**
 * The notifications' side (lib/notifications/service.ts): a new review of 1–2 stars and Google's
 * changes to a listing become alerts. Runs inside the recording's transaction, where the review is
 * already stored with its stars.
 */
export async function queueAlertDelivery(db: Db, recorded: RecordedNotification[]) {
  const relevant = recorded.filter((n) => n.type === "REVIEW_NEW" || n.type === "GOOGLE_UPDATE");
  if (relevant.length === 0) return;
  const wanted = await wantedKinds(db, [...new Set(relevant.map((n) => n.tenantId))]);
  if (wanted.size === 0) return;
  const events: NewAlertEvent[] = [];
  const reviewsOf = relevant.filter(
    (n) => n.type === "REVIEW_NEW" && wanted.get(n.tenantId)?.has("LOW_RATING"),
  );
  for (const tenantId of new Set(reviewsOf.map((n) => n.tenantId))) {
    const names = reviewsOf.filter((n) => n.tenantId === tenantId).map((n) => n.subject);
    const low = await db
      .select({
        googleId: reviews.googleId,
        stars: reviews.starRating,
        reviewer: reviews.reviewerName,
        comment: reviews.comment,
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.tenantId, tenantId),
          sql`${reviews.googleId} = any(${sql.param(names)}::text[])`,
          sql`${reviews.starRating} <= ${LOW_RATING_MAX_STARS}`,
        ),
      );
    const store = new Map(reviewsOf.map((n) => [n.subject, n.locationName]));
    for (const review of low)
      events.push({
        tenantId,
        kind: "LOW_RATING",
        dedupeKey: review.googleId,
        data: {
          storeName: store.get(review.googleId) ?? "",
          stars: review.stars,
          reviewer: review.reviewer ?? "",
          comment: (review.comment ?? "").slice(0, 500),
        },
      });
  }
  for (const n of relevant)
    if (n.type === "GOOGLE_UPDATE" && wanted.get(n.tenantId)?.has("GOOGLE_UPDATE"))
      events.push({
        tenantId: n.tenantId,
        kind: "GOOGLE_UPDATE",
        dedupeKey: `${n.subject}:${n.dedupeKey}`,
        // The recording's key is `google:<fields>:<time>`.
        data: { storeName: n.locationName, fields: (n.dedupeKey.split(":")[1] ?? "").split(",") },
      });
  await recordAlertEvents(db, events, wanted);
}

/** A publish or edit job that ended with failed stores (lib/jobs' end of a job). */
export async function alertFailedJob(context: {
  db: Db;
  tenantId: string;
  jobId: string;
  kind: string;
}) {
  if (!(context.kind in ALERTED_JOB_KINDS)) return;
  const [job] = await context.db
    .select({ failed: jobs.failed, total: jobs.total, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, context.jobId), eq(jobs.tenantId, context.tenantId)));
  if (!job || job.failed === 0) return;
  await recordAlertEvents(context.db, [
    {
      tenantId: context.tenantId,
      kind: "JOB_FAILED",
      dedupeKey: context.jobId,
      data: { jobId: context.jobId, jobKind: context.kind, failed: job.failed, total: job.total },
    },
  ]);
}
