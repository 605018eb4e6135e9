import type { MediaRuleIssue } from "./rules";

/** Messages are `files.errors.{code}`; `status` is what the upload route answers. */
export type FileErrorCode =
  | MediaRuleIssue["code"]
  | "NO_FILE"
  | "TOO_MANY_FILES"
  | "UPLOAD_TOO_LARGE"
  | "UNREADABLE_FILE"
  | "NAME_REQUIRED"
  | "NAME_INVALID"
  | "NAME_TAKEN"
  | "TAGS_INVALID"
  | "TOO_MANY_IMAGES"
  | "LINK_LIMIT"
  | "BAD_REQUEST";

/** Codes whose `limit` is a number of bytes (shown as "2.8 MB"). */
export const BYTE_LIMIT_CODES = new Set<FileErrorCode>([
  "IMAGE_TOO_SMALL",
  "IMAGE_TOO_LARGE",
  "VIDEO_TOO_LARGE",
  "UPLOAD_TOO_LARGE",
]);

export class FileError extends Error {
  constructor(
    readonly code: FileErrorCode,
    readonly status: number,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = "FileError";
  }
}

/** A spec §5 rule broken by a file: 413 for too large, 415 for a format, 422 for the rest. */
export function ruleError(issue: MediaRuleIssue, fileName: string): FileError {
  const { code, ...params } = issue;
  const status =
    code === "IMAGE_TOO_LARGE" || code === "VIDEO_TOO_LARGE"
      ? 413
      : code === "INVALID_FORMAT"
        ? 415
        : 422;
  const named = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== null && value !== undefined),
  ) as Record<string, string | number>;
  return new FileError(code, status, { ...named, file: fileName });
}
