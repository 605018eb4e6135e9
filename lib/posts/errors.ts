/** Why a post was refused: each issue names the form's field and a posts.validation key. */
export class PostInputError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join(", "));
    this.name = "PostInputError";
  }
}

/** A change the post's state does not allow (a posts.errors key: NOT_EDITABLE, NOT_PAUSABLE…). */
export class PostStateError extends Error {
  constructor(readonly code: "NOT_EDITABLE" | "NOT_PAUSABLE" | "NOT_RESUMABLE") {
    super(code);
    this.name = "PostStateError";
  }
}
