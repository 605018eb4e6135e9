export type DraftIssue = { path: string; message: string };

/**
 * A drafted-reply operation refused, nothing written: MODEL_OFF (no language model configured),
 * MODEL_FAILED (the model failed or did not answer in time), NOT_FOUND (no such draft or review of
 * the tenant), NOT_OPEN (the draft was already approved or discarded), RULES (a draft breaks the
 * reply rules), INPUT (the input itself).
 */
export class ReviewDraftsError extends Error {
  constructor(
    readonly code: "MODEL_OFF" | "MODEL_FAILED" | "NOT_FOUND" | "NOT_OPEN" | "RULES" | "INPUT",
    readonly issues: DraftIssue[] = [],
  ) {
    super(`Drafted replies: ${code}`);
    this.name = "ReviewDraftsError";
  }
}
