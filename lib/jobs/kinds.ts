import type { SectionKey } from "@/lib/auth/sections";

/**
 * Every kind of job: the section (spec §6) whose users may see it, and how often a tenant may
 * start it. `perDay` bounds expensive work a user can repeat at will (a lead's initial imports).
 * A null section is for trial leads' own onboarding work.
 */
export const JOB_KINDS = {
  REVIEW_SYNC: { section: "reviews" },
  REVIEW_REPLY: { section: "reviews" },
  REVIEW_AUTO_REPLY: { section: "reviews" },
  /** A tenant's reviews read again for their topics: one item per page (lib/review-topics). */
  REVIEW_TOPICS_ANALYZE: { section: "reviews" },
  LEAD_IMPORT_REVIEWS: { section: null, perDay: 3 },
  LEAD_IMPORT_METRICS: { section: null, perDay: 3 },
  LEAD_IMPORT_QUESTIONS: { section: null, perDay: 3 },
  LOCATION_EDIT: { section: "store" },
  LOCATION_CREATE: { section: "store" },
  MEDIA_UPLOAD: { section: "media" },
  MEDIA_DELETE: { section: "media" },
  POST_PUBLISH: { section: "post" },
  /** A store read again because the maps service said it changed (lib/pubsub). */
  MAPS_NOTIFICATION: { section: "store" },
  QANDA_SYNC: { section: "admin" },
  /** Questions answered on the maps service: one item per question (lib/questions). */
  QUESTION_ANSWER: { section: "faq" },
  /** An owner FAQ posted to stores: one item per store (lib/questions). */
  FAQ_CREATE: { section: "faq" },
  METRICS_SYNC: { section: "admin" },
  STORES_SYNC: { section: "admin" },
  /** Each store's voice of merchant, verification and duplicate flag read (lib/listing-health). */
  LISTING_HEALTH_CHECK: { section: "store" },
  /** Google's own changes to the stores read, per account or one store (lib/google-updates). */
  GOOGLE_UPDATES_CHECK: { section: "store" },
  /** A marketing-data extract job's stores read from the maps service (lib/marketing). */
  MARKETING_EXTRACT: { section: "marketing_data.extract_job" },
  /** A ranking's run: its stores searched for its keywords at each grid point (lib/rankings). */
  RANKING_CHECK: { section: "ranking" },
  /** A saved search's run: its keyword's results page searched once (lib/serps). */
  SERP_CHECK: { section: "ranking" },
  /**
   * A campaign sent to the ads service: one item per store, or one for all (lib/ads). Under pmax,
   * whose roles include the ads section's, so Performance Max users see their campaigns' jobs.
   */
  ADS_SEND: { section: "pmax" },
  /** A sent campaign's review, status and metrics read back from the ads service (lib/ads). */
  ADS_CAMPAIGN_CHECK: { section: "pmax" },
  /** The manager's invitation to the tenant's ads account read until answered (lib/ads). */
  ADS_LINK_CHECK: { section: "ads" },
  /** Recorded notifications pushed to their users' phones and browsers (lib/push). */
  PUSH_DELIVERY: { section: null },
  /** Alerts sent by email and webhook, at once or as a day's digest (lib/alerts). */
  ALERT_DELIVERY: { section: null },
} as const satisfies Record<string, { section: SectionKey | null; perDay?: number }>;

export type JobKind = keyof typeof JOB_KINDS;

/** The kinds whose jobs a user with these section checks may see. */
export function visibleJobKinds(canAccess: (section: SectionKey) => boolean): JobKind[] {
  return (Object.keys(JOB_KINDS) as JobKind[]).filter((kind) => {
    const section = JOB_KINDS[kind].section as SectionKey | null;
    return section !== null && canAccess(section);
  });
}

/** The sections whose users see some kind of job: the jobs page is in their menu. */
export const JOB_SECTIONS: readonly SectionKey[] = [
  ...new Set(
    Object.values(JOB_KINDS).flatMap(({ section }) => (section === null ? [] : [section])),
  ),
];

/** An active job whose heartbeat is older than this died with its process and is taken over. */
export const JOB_STALE_AFTER_MS = 10 * 60_000;
/** How often a running job moves its heartbeat on. */
export const JOB_HEARTBEAT_MS = 60_000;
