/** Re-reads a tenant's reviews for their topics: one item per page of reviews (lib/review-topics). */
export const REVIEW_TOPICS_ANALYZE = "REVIEW_TOPICS_ANALYZE";
