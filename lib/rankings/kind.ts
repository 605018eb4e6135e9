/** The job kind of a ranking's run: one item per store and keyword (lib/rankings/check.ts). */
export const RANKING_CHECK = "RANKING_CHECK" as const;
