import type { SectionKey } from "@/lib/auth/sections";

// The alerts' rules in one place: which events there are and who may choose them, what counts as
// a low rating and as a store's rating drop, and how a webhook is signed.

export const ALERT_EVENT_KINDS = [
  "LOW_RATING",
  "RATING_DROP",
  "JOB_FAILED",
  "GOOGLE_UPDATE",
] as const;
export type AlertEventKind = (typeof ALERT_EVENT_KINDS)[number];

export const ALERT_MODES = ["IMMEDIATE", "DIGEST", "OFF"] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export const WEBHOOK_FORMATS = ["SLACK", "TEAMS"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const ALERT_CHANNELS = ["EMAIL", "WEBHOOK"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The section whose users may be told of an event (a failed job: that of its kind, below). */
export const ALERT_EVENT_SECTIONS: Record<AlertEventKind, SectionKey> = {
  LOW_RATING: "reviews",
  RATING_DROP: "reviews",
  JOB_FAILED: "store",
  GOOGLE_UPDATE: "store",
};

/** A review of this many stars or fewer is a low rating. */
export const LOW_RATING_MAX_STARS = 2;

/** Publish and edit jobs whose failed items raise JOB_FAILED, with the section that sees them. */
export const ALERTED_JOB_KINDS: Record<string, SectionKey> = {
  POST_PUBLISH: "post",
  LOCATION_EDIT: "store",
  LOCATION_CREATE: "store",
};

/**
 * A store's rating drop: the average of its reviews of the last 7 days is at least 0.5 stars
 * below that of the 28 days before, with at least 3 reviews in each window (fewer say nothing).
 */
export const RATING_DROP = { recentDays: 7, baselineDays: 28, minDrop: 0.5, minReviews: 3 };

export function isRatingDrop(
  recent: { avg: number; n: number },
  baseline: { avg: number; n: number },
) {
  return (
    recent.n >= RATING_DROP.minReviews &&
    baseline.n >= RATING_DROP.minReviews &&
    baseline.avg - recent.avg >= RATING_DROP.minDrop
  );
}

/** The header that carries a webhook's signature, and how long a receiver should accept one. */
export const SIGNATURE_HEADER = "X-StorePlus-Signature";
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The daily digest goes out at this hour of the tenant's time zone (or the first run after). */
export const DIGEST_HOUR = 8;
export const MAX_WEBHOOK_URL = 2000;

/** Where a webhook may point, before any DNS check: https, or http to this machine outside
 * production (a developer's or a test's receiver). */
export function webhookUrlProblem(
  value: string,
  production: boolean,
): "URL_INVALID" | "HTTPS_REQUIRED" | null {
  if (!URL.canParse(value)) return "URL_INVALID";
  const url = new URL(value);
  if (url.username || url.password) return "URL_INVALID";
  if (url.protocol === "https:") return null;
  if (url.protocol !== "http:") return "URL_INVALID";
  return !production && isLoopbackHost(url.hostname) ? null : "HTTPS_REQUIRED";
}

export function isLoopbackHost(hostname: string): boolean {
  return ["localhost", "127.0.0.1", "[::1]", "::1"].includes(hostname);
}
