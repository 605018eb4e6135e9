export type MessagesIssue = { path: string; message: string };

/**
 * A refusal of the messages module. `RETIRED`: the configured provider no longer carries messages
 * (Google's Business Messages); `PROVIDER_FAILED`: the provider refused or could not be reached.
 */
export class MessagesError extends Error {
  constructor(
    readonly code: "INPUT" | "NOT_FOUND" | "RETIRED" | "PROVIDER_FAILED",
    readonly issues: MessagesIssue[] = [],
  ) {
    super(code === "INPUT" ? issues.map((issue) => issue.message).join(", ") : code);
    this.name = "MessagesError";
  }
}
