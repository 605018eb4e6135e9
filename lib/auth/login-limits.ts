export type RateLimitRule = { limit: number; windowSeconds: number };

// The pair stops guessing from one place, the address stops spraying accounts from one place; the
// account limit (ASVS 2.2.1: ≤ 100 failures an hour) bounds a spread-out guesser but skips known
// addresses, so the owner is never locked out.
export const LOGIN_LIMITS = {
  pair: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 100, windowSeconds: 60 * 60 },
  ip: { limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export const LOGIN_LIMIT_MINUTES = Math.ceil(LOGIN_LIMITS.pair.windowSeconds / 60);

export const LOGIN_KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;
