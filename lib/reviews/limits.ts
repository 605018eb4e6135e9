// Limits of the reviews module that the spec leaves open (decisions of the product), in one place.
export const REVIEW_LIMITS = {
  templateName: { min: 2, max: 40 },
  templatesPerRule: 10,
  /** An automatic reply waits at least a minute and at most three days. */
  autoReplyDelayMinutes: { min: 1, max: 72 * 60 },
  /** Ids, names or stores one inbox filter may list. */
  filterValues: 100,
} as const;
