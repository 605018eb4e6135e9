/** Why a media package was refused: each issue names the field and a files.errors / media code. */
export class MediaInputError extends Error {
  constructor(readonly issues: { path: string; message: string; file?: string }[]) {
    super(issues.map((issue) => issue.message).join(", "));
    this.name = "MediaInputError";
  }
}
