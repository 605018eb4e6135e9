// Pure: how many failed sign-ins are allowed (read by the rate limiter and by the login form's text).

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Failed sign-ins allowed per fixed window. Per account it stops guessing one password; per IP it
 * stops spraying many accounts from one address. Each key counts only its own failures, so a
 * limited account never locks another one.
 */
export const LOGIN_LIMITS = {
  account: { limit: 5, windowSeconds: 15 * 60 },
  ip: { limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Minutes a rate-limited user waits at most, for messages. */
export const LOGIN_LIMIT_MINUTES = Math.ceil(LOGIN_LIMITS.account.windowSeconds / 60);
