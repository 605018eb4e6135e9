import "server-only";
import type { ResourceRow } from "@/lib/db/schema";
import { PREVIEW_URL_SECONDS, signedFileUrl } from "@/lib/files/signed-url";
import type { Resource } from "./generated/resolvers";

/** A library file as the Resource the files, media and posts queries answer, with a preview URL. */
export function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    name: row.name,
    tags: row.tags,
    kind: row.kind,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    url: signedFileUrl(row.id, { seconds: PREVIEW_URL_SECONDS }),
    createdAt: row.createdAt,
  };
}
