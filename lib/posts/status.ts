import { settledOutcome } from "@/lib/jobs/outcome";

// Live at some stores and failed at others is PARTLY_LIVE, as the jobs page says it
// (lib/jobs/outcome.ts), so one rejected store out of 300 is not hidden.

export const POST_STATUSES = [
  "CREATED",
  "SCHEDULED",
  "PAUSED",
  "PENDING",
  "PROCESSING",
  "LIVE",
  "PARTLY_LIVE",
  "FAILS",
  "REJECTED",
  "DELETED",
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STORE_STATUSES = [
  "PENDING",
  "PROCESSING",
  "LIVE",
  "REJECTED",
  "FAILS",
  "DELETED",
] as const;
export type PostStoreStatus = (typeof POST_STORE_STATUSES)[number];

export type PostState = "DRAFT" | "SCHEDULED" | "PAUSED" | "SENT" | "DELETED";
export type PostStoreCounts = Record<PostStoreStatus, number>;

export function partlyLiveCounts(counts: { live: number; fails: number; rejected: number }) {
  return { done: counts.live, total: counts.live + counts.fails + counts.rejected };
}

export function postStatus(state: PostState, counts: PostStoreCounts): PostStatus {
  if (state === "DRAFT") return "CREATED";
  if (state !== "SENT") return state;
  if (counts.PENDING) return "PENDING";
  if (counts.PROCESSING) return "PROCESSING";
  if (settledOutcome(counts.LIVE, counts.FAILS + counts.REJECTED) === "PARTLY_DONE")
    return "PARTLY_LIVE";
  if (counts.FAILS) return "FAILS";
  if (counts.REJECTED) return "REJECTED";
  if (!counts.LIVE && counts.DELETED) return "DELETED";
  return "LIVE";
}

/** Spec §4's colours: LIVE and CREATED green, PROCESSING and PENDING yellow, FAILS and REJECTED red, DELETED grey. */
export type StatusTone = "green" | "yellow" | "red" | "grey" | "blue";
export const STATUS_TONE: Record<PostStatus, StatusTone> = {
  CREATED: "green",
  LIVE: "green",
  PARTLY_LIVE: "yellow",
  PENDING: "yellow",
  PROCESSING: "yellow",
  FAILS: "red",
  REJECTED: "red",
  DELETED: "grey",
  PAUSED: "grey",
  SCHEDULED: "blue",
};
