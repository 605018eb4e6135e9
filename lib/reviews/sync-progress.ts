import type { JobItem } from "@/lib/db/schema";
import type { Review } from "@/lib/maps/types";
import type { ReviewSyncPayload } from "./sync-plan";
import type { StoredVersion } from "./queries/sync";

export const REVIEW_SYNC_COUNTS = [
  "stores",
  "calls",
  "newReviews",
  "updatedReviews",
  "notifications",
  "removed",
] as const;
export type Counts = Record<(typeof REVIEW_SYNC_COUNTS)[number], number>;

export type Progress = Counts & {
  /** When the item first started reading: what it saw is newer, and the next sync goes on from it. */
  startedAt: string;
  /** Paging is over once null and `reading` is false. */
  pageToken: string | null;
  reading: boolean;
  /** New reviews that notified: the automatic replies are planned for them. */
  newIds: string[];
};

export function startProgress(item: JobItem, payload: ReviewSyncPayload): Progress {
  const saved = item.result as Partial<Progress> | null;
  if (saved?.startedAt) return saved as Progress;
  return {
    stores: payload.stores.length,
    calls: 0,
    newReviews: 0,
    updatedReviews: 0,
    notifications: 0,
    removed: 0,
    startedAt: new Date().toISOString(),
    pageToken: null,
    reading: true,
    newIds: [],
  };
}

/** Its reply changed or was moderated, it is back after removal, or its reply awaits moderation
 * (so this read counts as its check). */
export function differs(before: StoredVersion, review: Review): boolean {
  const reply = review.reviewReply;
  return (
    before.removed ||
    before.replyState === "PENDING" ||
    (reply ? Date.parse(reply.updateTime) : null) !== before.replyUpdateTime ||
    (reply?.reviewReplyState ?? null) !== before.replyState
  );
}

export function countsOf(progress: Progress): Counts {
  return Object.fromEntries(
    (Object.keys(progress) as (keyof Progress)[])
      .filter((key) => typeof progress[key] === "number")
      .map((key) => [key, progress[key]]),
  ) as Counts;
}
