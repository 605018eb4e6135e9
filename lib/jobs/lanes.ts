import type { JobKind } from "./kinds";

/**
 * Who waits for a maps call decides its place in the quota: a user at the screen (interactive),
 * a user's larger or planned work (bulk), or nobody (background).
 */
export const LANES = ["interactive", "bulk", "background"] as const;
export type Lane = (typeof LANES)[number];

/** Kinds a user starts and watches: one item sent now is the user waiting on it. */
const USER_FACING: ReadonlySet<string> = new Set<JobKind>([
  "LOCATION_EDIT",
  "LOCATION_CREATE",
  "REVIEW_REPLY",
  "POST_PUBLISH",
  "MEDIA_UPLOAD",
  "MEDIA_DELETE",
  "QUESTION_ANSWER",
  "FAQ_CREATE",
]);

/**
 * The lane a job's calls use, decided once when it is enqueued. Syncs, imports, metrics,
 * notifications, extracts and automatic replies (every kind not above) are background.
 */
export function laneOf(
  job: { kind: string; itemCount: number; startAfter?: Date | null },
  now = Date.now(),
): Lane {
  if (!USER_FACING.has(job.kind)) return "background";
  const planned = job.startAfter != null && job.startAfter.getTime() > now;
  return job.itemCount === 1 && !planned ? "interactive" : "bulk";
}

export function isLane(value: unknown): value is Lane {
  return LANES.includes(value as Lane);
}
