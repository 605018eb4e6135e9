// The server sniffs and probes, so it stays the judge; this only saves a pointless upload.
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIN_BYTES,
  fileNameIssue,
  kindOfMime,
  VIDEO_MAX_BYTES,
  type MediaKind,
  type MediaRuleIssue,
} from "./rules";

/** Types by extension, for browsers that give a dropped file no type. */
const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  mp4: "video/mp4",
  mov: "video/quicktime",
};

export function browserMime(file: { name: string; type: string }): string | null {
  if (file.type) return file.type;
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase();
  return (extension && MIME_BY_EXTENSION[extension]) || null;
}

export function clientFileIssue(file: { name: string; type: string; size: number }): {
  issue: MediaRuleIssue | null;
  kind: MediaKind | null;
} {
  const mimeType = browserMime(file);
  const kind = mimeType ? kindOfMime(mimeType) : null;
  if (!kind) return { issue: { code: "INVALID_FORMAT", mimeType }, kind };
  const named = fileNameIssue(file.name);
  if (named) return { issue: named, kind };
  if (kind === "IMAGE" && file.size < IMAGE_MIN_BYTES)
    return { issue: { code: "IMAGE_TOO_SMALL", limit: IMAGE_MIN_BYTES }, kind };
  if (kind === "IMAGE" && file.size > IMAGE_MAX_BYTES)
    return { issue: { code: "IMAGE_TOO_LARGE", limit: IMAGE_MAX_BYTES }, kind };
  if (kind === "VIDEO" && file.size > VIDEO_MAX_BYTES)
    return { issue: { code: "VIDEO_TOO_LARGE", limit: VIDEO_MAX_BYTES }, kind };
  return { issue: null, kind };
}
