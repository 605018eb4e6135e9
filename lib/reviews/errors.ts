export type ReviewIssue = { path: string; message: string };

/** Input the schemas accept but the tenant's data refuses (or that fails them): nothing written. */
export class ReviewInputError extends Error {
  constructor(readonly issues: ReviewIssue[]) {
    super("Invalid review input");
    this.name = "ReviewInputError";
  }
}

export class ReviewNotFoundError extends Error {
  constructor(what: "review" | "template" = "review") {
    super(`No such ${what}`);
    this.name = "ReviewNotFoundError";
  }
}

/** The review is gone from the maps service: it can no longer be replied to (spec §8). */
export class ReviewRemovedError extends Error {
  readonly code = "REVIEW_REMOVED";
  constructor() {
    super("The review was deleted on the provider and cannot be replied to");
    this.name = "ReviewRemovedError";
  }
}

/**
 * A template that cannot go: a rule of the automatic replies uses it (RULE), or it is the last one
 * while automatic replies are on (AUTO_REPLY_ON).
 */
export class TemplateInUseError extends Error {
  readonly code = "TEMPLATE_IN_USE";
  constructor(readonly reason: "RULE" | "AUTO_REPLY_ON") {
    super(
      reason === "RULE"
        ? "An automatic-reply rule uses this template"
        : "Automatic replies are on and need at least one template",
    );
    this.name = "TemplateInUseError";
  }
}
