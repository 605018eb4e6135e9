/**
 * A refusal the API turns into a translated error (approvals.errors.*): NOT_FOUND for another
 * tenant's id or one that never was, the others about the caller's input. Nothing is written.
 */
export class ApprovalError extends Error {
  constructor(
    readonly code: "NOT_FOUND" | "ALREADY_APPROVED" | "ALREADY_REJECTED" | "UNKNOWN_ROLE",
  ) {
    super(code);
    this.name = "ApprovalError";
  }
}
