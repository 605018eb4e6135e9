/** The job kind of a saved search's run: one item, the search (lib/serps/check.ts). */
export const SERP_CHECK = "SERP_CHECK" as const;
