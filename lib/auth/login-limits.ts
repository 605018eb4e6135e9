// Pure: how many failed sign-ins are allowed (read by the rate limiter and by the login form's text).

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Failed sign-ins allowed per fixed window. The (account, address) pair is strict: it stops
 * guessing one password from one place, and since it is the only strict one, a guesser elsewhere
 * cannot lock the owner out. The account alone is loose (ASVS 2.2.1: at most 100 failures an
 * hour), which bounds a guesser spread over many addresses. The address stops spraying many
 * accounts from one place. Each key counts only its own failures.
 */
export const LOGIN_LIMITS = {
  pair: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 100, windowSeconds: 60 * 60 },
  ip: { limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Minutes a rate-limited user waits at most from the same place, for messages. */
export const LOGIN_LIMIT_MINUTES = Math.ceil(LOGIN_LIMITS.pair.windowSeconds / 60);
