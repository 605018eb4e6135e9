// Spec §5's file limits, written once for the upload route, the library, the package form and the
// share-link page; what a package may hold is in lib/media/rules.ts.

export const IMAGE_MIN_BYTES = 10_240;
export const IMAGE_MAX_BYTES = 2_800_000;

export const VIDEO_MAX_BYTES = 75_000_000;
export const VIDEO_MAX_SECONDS = 30;
/** Shorter than this, the maps service says the video is too short (spec §8's toast). */
export const VIDEO_MIN_SECONDS = 1;
export const VIDEO_MIN_SIDE = 720;

/** The largest upload of any kind: the route refuses a body past it before reading it. */
export const UPLOAD_MAX_BYTES = VIDEO_MAX_BYTES;

export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png"] as const;
export const VIDEO_MIME_TYPES = ["video/mp4", "video/quicktime"] as const;
export const ACCEPTED_MIME_TYPES = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES] as const;
/** The file chooser's `accept`: the types above. */
export const UPLOAD_ACCEPT = ACCEPTED_MIME_TYPES.join(",");
export type AcceptedMimeType = (typeof ACCEPTED_MIME_TYPES)[number];

export const RESOURCE_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const RESOURCE_NAME_MAX = 80;
export const RESOURCE_TAG_MAX = 30;
export const RESOURCE_TAGS_MAX = 10;

export type MediaKind = "IMAGE" | "VIDEO";

export function kindOfMime(mime: string): MediaKind | null {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(mime)) return "IMAGE";
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(mime)) return "VIDEO";
  return null;
}

export function byteCapOf(kind: MediaKind): number {
  return kind === "IMAGE" ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
}

/** Codes are the upload route's and the forms' (messages `files.errors.*`). */
export type MediaRuleIssue =
  | { code: "INVALID_FORMAT"; mimeType: string | null }
  | { code: "IMAGE_TOO_SMALL" | "IMAGE_TOO_LARGE"; limit: number }
  | { code: "VIDEO_TOO_LARGE"; limit: number }
  | { code: "VIDEO_TOO_LONG" | "VIDEO_TOO_SHORT"; limit: number }
  | { code: "VIDEO_TOO_SHORT_SIDE"; limit: number }
  | { code: "FILE_NAME_PERIOD" }
  | { code: "WRONG_ASPECT"; ratio: string };

export type MediaFacts = {
  kind: MediaKind;
  byteSize: number;
  width: number;
  height: number;
  durationMs?: number | null;
};

export function mediaIssue(file: MediaFacts): MediaRuleIssue | null {
  if (file.kind === "IMAGE") {
    if (file.byteSize < IMAGE_MIN_BYTES) return { code: "IMAGE_TOO_SMALL", limit: IMAGE_MIN_BYTES };
    if (file.byteSize > IMAGE_MAX_BYTES) return { code: "IMAGE_TOO_LARGE", limit: IMAGE_MAX_BYTES };
    return null;
  }
  if (file.byteSize > VIDEO_MAX_BYTES) return { code: "VIDEO_TOO_LARGE", limit: VIDEO_MAX_BYTES };
  if ((file.durationMs ?? 0) > VIDEO_MAX_SECONDS * 1000)
    return { code: "VIDEO_TOO_LONG", limit: VIDEO_MAX_SECONDS };
  if ((file.durationMs ?? 0) < VIDEO_MIN_SECONDS * 1000)
    return { code: "VIDEO_TOO_SHORT", limit: VIDEO_MIN_SECONDS };
  if (Math.min(file.width, file.height) < VIDEO_MIN_SIDE)
    return { code: "VIDEO_TOO_SHORT_SIDE", limit: VIDEO_MIN_SIDE };
  return null;
}

function withoutExtension(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "");
}

/** The uploaded file's name (without its extension) may not hold a period. */
export function fileNameIssue(fileName: string): MediaRuleIssue | null {
  return withoutExtension(fileName).includes(".") ? { code: "FILE_NAME_PERIOD" } : null;
}

/** A resource name without its extension, cleaned to the name rule, for a default. */
export function suggestedResourceName(fileName: string): string {
  return withoutExtension(fileName)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, RESOURCE_NAME_MAX);
}

/** Lowercase, so a filter by tag finds "Terrace" and "terrace" alike through the tags index. */
export function splitTags(values: readonly string[]): string[] {
  const tags = values.flatMap((v) => v.split(",")).map((tag) => tag.trim().toLowerCase());
  return [...new Set(tags.filter(Boolean))];
}
