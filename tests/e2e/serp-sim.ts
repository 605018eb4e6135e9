// The e2e server's search-results simulator moves its results on every few seconds instead of every
// six hours (SERP_SIM_PERIOD_MS), so a saved search run twice in a journey sees its page change.
export const E2E_SERP_PERIOD_MS = Number(process.env.SERP_SIM_PERIOD_MS ?? 5_000);
