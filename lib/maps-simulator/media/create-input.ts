import { MEDIA_CATEGORIES, type MediaCategory, type MediaFormat } from "@/lib/maps/types";
import { invalidArgument } from "../http";

export type CreateMediaRequest = {
  mediaFormat: MediaFormat;
  category: MediaCategory;
  sourceUrl: string;
  description?: string;
};

/** The cover and the logo are pictures. */
const PICTURE_ONLY: readonly MediaCategory[] = ["COVER", "PROFILE", "LOGO"];

function readFormat(raw: unknown): MediaFormat {
  if (raw === undefined || raw === null || raw === "" || raw === "MEDIA_FORMAT_UNSPECIFIED")
    throw invalidArgument("mediaFormat", "Field is required");
  if (raw !== "PHOTO" && raw !== "VIDEO") throw invalidArgument("mediaFormat", "PHOTO or VIDEO");
  return raw;
}

function readCategory(raw: unknown): MediaCategory {
  const association = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const category = association.category;
  if (category === undefined || category === "" || category === "CATEGORY_UNSPECIFIED")
    throw invalidArgument("locationAssociation.category", "Field is required");
  if (typeof category !== "string" || !(MEDIA_CATEGORIES as readonly string[]).includes(category))
    throw invalidArgument("locationAssociation.category", `One of ${MEDIA_CATEGORIES.join(", ")}`);
  return category as MediaCategory;
}

function readSourceUrl(body: Record<string, unknown>): string {
  const raw = body.sourceUrl;
  if ((raw === undefined || raw === "") && body.dataRef !== undefined)
    throw invalidArgument("sourceUrl", "Uploads by dataRef are not supported: give a sourceUrl");
  if (typeof raw !== "string" || !raw.trim())
    throw invalidArgument("sourceUrl", "Field is required");
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalidArgument("sourceUrl", "Must be an http or https URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw invalidArgument("sourceUrl", "Must be an http or https URL");
  return url.toString();
}

export function readCreateMedia(body: Record<string, unknown>): CreateMediaRequest {
  const mediaFormat = readFormat(body.mediaFormat);
  const category = readCategory(body.locationAssociation);
  if (mediaFormat === "VIDEO" && PICTURE_ONLY.includes(category))
    throw invalidArgument("locationAssociation.category", `A video cannot be the ${category}`);
  const sourceUrl = readSourceUrl(body);
  const raw = body.description;
  if (raw !== undefined && raw !== null && typeof raw !== "string")
    throw invalidArgument("description", "Must be a string");
  const description = typeof raw === "string" ? raw.trim() : "";
  // Google: a description "can be set when creating a new media item that is not a cover photo".
  if (description && category === "COVER")
    throw invalidArgument("description", "A cover photo cannot have a description");
  return { mediaFormat, category, sourceUrl, ...(description ? { description } : {}) };
}
