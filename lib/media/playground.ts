// The media rules an image meets or breaks, one by one, for the image playground. Every limit is
// read from where the upload and the maps service's checks read it; none is written here.
import {
  fileNameIssue,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGE_MIN_BYTES,
} from "@/lib/files/rules";
import { MEDIA_LIMITS, type MediaCategory } from "@/lib/maps/types-media";
import { aspectIssue, CATEGORY_ASPECT } from "./rules";

export type PlaygroundFacts = {
  fileName: string;
  /** As sniffed by the server, or as the browser named it when the server was not asked. */
  mimeType: string | null;
  /** The file as picked: the size rule reads it so. */
  byteSize: number;
  /** Upright, as stored (null when the image could not be read). */
  size: { width: number; height: number } | null;
};

export type PlaygroundRule =
  | { id: "format"; passed: boolean }
  | { id: "fileName"; passed: boolean }
  | { id: "minBytes" | "maxBytes"; passed: boolean; limit: number }
  | { id: "minSide"; passed: boolean | null; limit: number }
  | { id: "aspect"; passed: boolean | null; ratio: string | null };

/** The rules of spec §5 for a photo of `category`; null passes where the image could not be read. */
export function playgroundRules(facts: PlaygroundFacts, category: MediaCategory): PlaygroundRule[] {
  const { size } = facts;
  const ratio = CATEGORY_ASPECT[category]?.label ?? null;
  return [
    {
      id: "format",
      passed: (IMAGE_MIME_TYPES as readonly string[]).includes(facts.mimeType ?? ""),
    },
    { id: "fileName", passed: fileNameIssue(facts.fileName) === null },
    { id: "minBytes", passed: facts.byteSize >= IMAGE_MIN_BYTES, limit: IMAGE_MIN_BYTES },
    { id: "maxBytes", passed: facts.byteSize <= IMAGE_MAX_BYTES, limit: IMAGE_MAX_BYTES },
    {
      id: "minSide",
      passed: size ? Math.min(size.width, size.height) >= MEDIA_LIMITS.photoMinPixels : null,
      limit: MEDIA_LIMITS.photoMinPixels,
    },
    { id: "aspect", passed: size ? aspectIssue(category, size) === null : null, ratio },
  ];
}
