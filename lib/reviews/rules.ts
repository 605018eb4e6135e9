// Limits of the reviews module that the spec leaves open (decisions of the product), in one place.
export const REVIEW_LIMITS = {
  templateName: { min: 2, max: 40 },
  templatesPerRule: 10,
  /** An automatic reply waits at least a minute and at most three days. */
  autoReplyDelayMinutes: { min: 1, max: 72 * 60 },
  /** Ids, names or stores one inbox filter may list. */
  filterValues: 100,
  /** The inbox's text search (comment, reply, reviewer): one letter would match nearly all. */
  filterText: { min: 2, max: 100 },
  /** A text search counts its matches up to this many; past it the inbox says "1,000+". */
  textTotalCap: 1000,
  storeOptions: { default: 10, max: 20 },
} as const;

/** The limits the automatic-reply messages name (autoReplies.validation). */
export const AUTO_REPLY_MESSAGE_VALUES = {
  minDelayMinutes: REVIEW_LIMITS.autoReplyDelayMinutes.min,
  maxDelayHours: REVIEW_LIMITS.autoReplyDelayMinutes.max / 60,
  maxTemplates: REVIEW_LIMITS.templatesPerRule,
};
