/**
 * Every kind of job, with how often a tenant may start it. `perDay` bounds expensive work a user
 * can repeat at will (a lead's initial imports); absent means only one at a time.
 */
export const JOB_KINDS = {
  REVIEW_SYNC: {},
  LEAD_IMPORT_REVIEWS: { perDay: 3 },
  LEAD_IMPORT_METRICS: { perDay: 3 },
  LEAD_IMPORT_QUESTIONS: { perDay: 3 },
} as const satisfies Record<string, { perDay?: number }>;

export type JobKind = keyof typeof JOB_KINDS;

/** An active job whose heartbeat is older than this died with its process and is taken over. */
export const JOB_STALE_AFTER_MS = 10 * 60_000;
/** How often a running job moves its heartbeat on. */
export const JOB_HEARTBEAT_MS = 60_000;
