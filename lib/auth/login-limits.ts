// Pure: how many failed sign-ins are allowed (read by the rate limiter and by the login form's text).

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Failed sign-ins allowed per fixed window. The (account, address) pair is strict: it stops
 * guessing one password from one place. The account alone is loose (ASVS 2.2.1: at most 100
 * failures an hour), which bounds a guesser spread over many addresses; it does not apply from an
 * address the account signed in from before (LOGIN_KNOWN_ADDRESS_SECONDS), so guessers elsewhere
 * cannot lock the owner out of their usual places. The address stops spraying many accounts from
 * one place. Each key counts only its own failures; an account's user name and email count as one.
 */
export const LOGIN_LIMITS = {
  pair: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 100, windowSeconds: 60 * 60 },
  ip: { limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Minutes a rate-limited user waits at most from the same place, for messages. */
export const LOGIN_LIMIT_MINUTES = Math.ceil(LOGIN_LIMITS.pair.windowSeconds / 60);

/** How long an address the account signed in from stays exempt from the account-wide limit. */
export const LOGIN_KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;
