export type TopicIssue = { path: string; message: string };

/**
 * A refusal the API turns into a translated error (reviewTopics.validation.*): a topic not found,
 * or input the tenant's data refuses (too many topics, a name another topic has). Nothing written.
 */
export class ReviewTopicsError extends Error {
  constructor(
    readonly code: "NOT_FOUND" | "INPUT",
    readonly issues: TopicIssue[] = [],
  ) {
    super(code === "NOT_FOUND" ? "No such topic" : "Invalid topic input");
    this.name = "ReviewTopicsError";
  }
}
