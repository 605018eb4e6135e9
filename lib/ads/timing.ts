// How often the ads service is asked again about what it has not settled yet. Tests and the e2e
// run shorten them (ADS_*_MS); the defaults suit the real service.

type Env = Record<string, string | undefined>;

function ms(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** A sent campaign's review, read again until it is APPROVED or DISAPPROVED. */
export function reviewCheckMs(env: Env = process.env): number {
  return ms(env.ADS_REVIEW_CHECK_MS, 30_000);
}

/** An invitation the account's owner has not answered yet. */
export function linkCheckMs(env: Env = process.env): number {
  return ms(env.ADS_LINK_CHECK_MS, 15_000);
}

/** After this long unanswered, an invitation is read again only every LINK_SLOW_CHECK_MS. */
export const LINK_FAST_CHECKS_FOR_MS = 10 * 60_000;
export const LINK_SLOW_CHECK_MS = 15 * 60_000;

/** A running campaign's status and metrics (spend, impressions, clicks, conversions). */
export function metricsCheckMs(env: Env = process.env): number {
  return ms(env.ADS_METRICS_CHECK_MS, 60 * 60_000);
}
