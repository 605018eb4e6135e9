import type { AdsErrorKey, AdsIssue } from "./rules";

/** What the input breaks: each issue names the form's field and an ads.validation key. */
export class AdsInputError extends Error {
  constructor(readonly issues: AdsIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join(", "));
    this.name = "AdsInputError";
  }
}

/** A change the account's or the campaign's state does not allow, or the service refused. */
export class AdsStateError extends Error {
  constructor(
    readonly code: AdsErrorKey,
    /** The service's own words, when it refused. */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "AdsStateError";
  }
}

/** No such campaign, template or request for this caller (another tenant's reads the same). */
export class AdsNotFoundError extends Error {
  constructor(readonly what: "campaign" | "template" | "request") {
    super(`No such ${what}`);
    this.name = "AdsNotFoundError";
  }
}
