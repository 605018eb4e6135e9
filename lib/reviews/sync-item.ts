import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobItems, jobs, type JobItem } from "@/lib/db/schema";
import { QuotaWaitError, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { itemLeaseSeconds } from "@/lib/jobs/queue";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { Review } from "@/lib/maps/types";
import { recordNotifications } from "@/lib/notifications/service";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { refineTopicsWithModel, tenantTopicDefinitions } from "@/lib/review-topics/service";
import { quotaCall } from "@/lib/stores/maps-calls";
import { planAutoReplies } from "./auto-reply";
import { upsertReviews } from "./import";
import {
  REVIEW_SYNC_BATCH,
  REVIEW_SYNC_OVERLAP_MS,
  readCutoff,
  type ReviewSyncPayload,
  type SyncStore,
} from "./sync-plan";
import {
  markRemoved,
  recheckCandidates,
  reviewIds,
  saveStoreProgress,
  storedVersions,
} from "./queries/sync";
import { countsOf, differs, startProgress, type Progress } from "./sync-progress";

// Reviews are stored every few pages with the page token to go on from, so a spent quota, a retry
// or a crash resumes where the item stopped.

/** About ten pages between saves. */
const FLUSH_AT = 500;
/** Reviews read one by one per round (replies awaiting moderation, reviews a full read missed). */
const RECHECK_ROUND = 100;
const FAMILY = "mybusiness" as const;

type Found = { store: SyncStore; review: Review };

const yieldTurn = () => new QuotaWaitError(new Date());

class BatchRun {
  readonly stores: Map<string, SyncStore>;
  readonly byId: Map<string, SyncStore>;
  readonly deadline: number;
  private found: Found[] = [];

  constructor(
    readonly ctx: ItemContext,
    readonly item: JobItem,
    readonly payload: ReviewSyncPayload,
    readonly progress: Progress,
    readonly client: MapsClient,
  ) {
    this.stores = new Map(payload.stores.map((s) => [s.name, s]));
    this.byId = new Map(payload.stores.map((s) => [s.id, s]));
    // A third of the lease: well inside it, whatever the tests or the deployment set it to.
    this.deadline = Date.now() + Math.min(20_000, (itemLeaseSeconds() * 1000) / 3);
  }

  async call<T>(request: () => Promise<T>): Promise<T> {
    if (Date.now() > this.deadline) throw yieldTurn();
    try {
      const answer = await quotaCall(this.ctx.db, FAMILY, null, request);
      this.progress.calls++;
      return answer;
    } catch (error) {
      // A spent quota made no call; a refusal did.
      if (!(error instanceof QuotaWaitError)) this.progress.calls++;
      throw error;
    }
  }

  async readPages(): Promise<void> {
    const cutoff = readCutoff(this.payload);
    const locationNames = this.payload.stores.map((s) => s.name);
    let restarted = false;
    for (;;) {
      const pageToken = this.progress.pageToken ?? undefined;
      let page;
      try {
        page = await this.call(() =>
          this.client.batchGetReviews(this.payload.account, {
            locationNames,
            pageSize: REVIEW_SYNC_BATCH,
            orderBy: "updateTime desc",
            pageToken,
          }),
        );
      } catch (error) {
        // A token kept across a long wait may have expired: read the batch again from the top.
        if (error instanceof MapsApiError && error.status === 400 && pageToken && !restarted) {
          restarted = true;
          await this.flush(null);
          continue;
        }
        await this.flush(this.progress.pageToken);
        throw error;
      }
      const entries = page.locationReviews ?? [];
      for (const entry of entries) {
        const store = this.stores.get(entry.name);
        if (store) this.found.push({ store, review: entry.review });
      }
      const oldest = entries.at(-1)?.review.updateTime;
      const done =
        !page.nextPageToken ||
        (cutoff !== null && oldest !== undefined && Date.parse(oldest) < cutoff);
      if (done) this.progress.reading = false;
      if (done || this.found.length >= FLUSH_AT)
        await this.flush(done ? null : page.nextPageToken!);
      else this.progress.pageToken = page.nextPageToken!;
      if (done) return;
    }
  }

  /** Replies awaiting moderation do not move a review's updateTime, so an incremental read misses
   * them: read on their own, with what a full read missed. A 404 marks the review removed. */
  async recheck(): Promise<void> {
    const storeIds = this.payload.stores.map((s) => s.id);
    const startedAt = new Date(this.progress.startedAt);
    for (;;) {
      const candidates = await recheckCandidates(this.ctx.db, {
        tenantId: this.ctx.tenantId,
        storeIds,
        startedAt,
        full: this.payload.full,
        limit: RECHECK_ROUND,
        from: this.payload.from ? new Date(this.payload.from) : null,
      });
      if (candidates.length === 0) return;
      try {
        for (const candidate of candidates) {
          const store = this.byId.get(candidate.locationId)!;
          try {
            const review = await this.call(() => this.client.getReview(candidate.googleId));
            this.found.push({ store, review });
          } catch (error) {
            if (!(error instanceof MapsApiError && error.status === 404)) throw error;
            await markRemoved(this.ctx.db, {
              tenantId: this.ctx.tenantId,
              id: candidate.id,
              at: new Date(),
            });
            this.progress.removed++;
          }
        }
      } finally {
        await this.flush(null, true);
      }
    }
  }

  /** One transaction: a crash keeps all of it or reads those pages again. An incremental read
   * writes only what differs (rewriting a review costs its text indexes). */
  async flush(nextPageToken: string | null, writeAll = this.payload.full): Promise<void> {
    const found = [...new Map(this.found.map((f) => [f.review.name, f])).values()];
    this.found = [];
    const { ctx, progress } = this;
    progress.pageToken = nextPageToken;
    await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const stored = await storedVersions(tx, {
        tenantId: ctx.tenantId,
        names: found.map((f) => f.review.name),
      });
      const byStore = new Map<string, Review[]>();
      const changes: (Found & { kind: "REVIEW_NEW" | "REVIEW_UPDATE" })[] = [];
      for (const { store, review } of found) {
        const before = stored.get(review.name);
        const kind = !before
          ? ("REVIEW_NEW" as const)
          : Date.parse(review.updateTime) > before.updateTime
            ? ("REVIEW_UPDATE" as const)
            : null;
        if (kind === "REVIEW_NEW") progress.newReviews++;
        if (kind === "REVIEW_UPDATE") progress.updatedReviews++;
        if (!writeAll && !kind && !differs(before!, review)) continue;
        const reviews = byStore.get(store.id);
        if (reviews) reviews.push(review);
        else byStore.set(store.id, [review]);
        // A store's first sync, and history older than its last read, arrive silently.
        if (
          kind &&
          store.since !== null &&
          Date.parse(review.updateTime) >= Date.parse(store.since)
        )
          changes.push({ store, review, kind });
      }
      // The tenant's own topics, read once for all the page's stores.
      const topics = byStore.size
        ? await tenantTopicDefinitions(tx, { tenantId: ctx.tenantId })
        : [];
      for (const [storeId, reviews] of byStore)
        await upsertReviews(tx, {
          tenantId: ctx.tenantId,
          locationId: storeId,
          fetched: reviews,
          topics,
        });
      progress.notifications += await recordNotifications(
        tx,
        changes.map(({ store, review, kind }) => ({
          tenantId: ctx.tenantId,
          type: kind,
          subject: review.name,
          // A review updated twice notifies twice; the same update read twice, once.
          dedupeKey: kind === "REVIEW_UPDATE" ? review.updateTime : "",
          infoUrl: [review.name],
          locationId: store.id,
        })),
      );
      const arrived = changes.filter((c) => c.kind === "REVIEW_NEW").map((c) => c.review.name);
      progress.newIds.push(
        ...(await reviewIds(tx, { tenantId: ctx.tenantId, names: arrived })).values(),
      );
      await tx.update(jobItems).set({ result: progress }).where(eq(jobItems.id, this.item.id));
    });
    // The job is alive while its items make progress (a stale one is taken over after a while).
    await ctx.db.update(jobs).set({ heartbeatAt: new Date() }).where(eq(jobs.id, ctx.jobId));
  }
}

/** A spent quota or a long run hands the item back to the queue. */
export async function syncReviewBatch(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const payload = item.payload as ReviewSyncPayload;
  const progress = startProgress(item, payload);
  let client: MapsClient;
  try {
    client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  } catch (error) {
    if (error instanceof MapsNotLinkedError) return { ok: false, error: "MAPS_NOT_LINKED" };
    throw error;
  }
  const run = new BatchRun(ctx, item, payload, progress, client);
  try {
    if (progress.reading) await run.readPages();
    await run.recheck();
  } catch (error) {
    if (error instanceof MapsApiError && !error.retryable)
      return {
        ok: false,
        error: error.googleStatus || String(error.status),
        detail: error.message,
      };
    throw error;
  }
  if (progress.newIds.length > 0) {
    await planAutoReplies(ctx.db, ctx.queue, {
      tenantId: ctx.tenantId,
      reviewIds: progress.newIds,
    });
    await refineTopicsWithModel(ctx.db, ctx.queue, {
      tenantId: ctx.tenantId,
      reviewIds: progress.newIds,
    });
  }
  const now = new Date();
  await saveStoreProgress(ctx.db, {
    tenantId: ctx.tenantId,
    storeIds: payload.stores.map((s) => s.id),
    syncedUntil: new Date(Date.parse(progress.startedAt) - REVIEW_SYNC_OVERLAP_MS),
    fullPassAt: payload.full ? now : null,
  });
  return { ok: true, result: countsOf(progress) };
}
