import "server-only";
import type { Db } from "@/lib/db/client";
import type { LocalPost } from "@/lib/maps/types";
import { postProcessingDelayMs } from "../config";
import { failedPrecondition, notFound } from "../http";
import type { SimLocationContext } from "../location-access";
import { postOutcome } from "./content-policy";
import { applyPostMask } from "./post-mask";
import { fetchPostPhotos, deletePostPhotos, savePostPhotos } from "./post-media";
import { readLocalPost, type PostDraft } from "./post-input";
import {
  findPost,
  insertPost,
  localPostId,
  localPostResource,
  postData,
  updatePost,
  type PostData,
} from "./post-store";

// One transaction, so a refused photo or a failed write leaves nothing behind.

const v4Location = (location: SimLocationContext) =>
  `accounts/${location.accountId}/locations/${location.id}`;

/** Only a verified store is on the map, so only it can show posts (metadata.canOperateLocalPost). */
function requirePostable(location: SimLocationContext): void {
  if (location.data.metadata?.canOperateLocalPost) return;
  throw failedPrecondition(
    "LOCATION_NOT_VERIFIED",
    `locations/${location.id}`,
    "The location is not verified: it cannot have local posts.",
  );
}

/** A CALL button dials the store's primary phone, so the store needs one. */
function requireCallable(location: SimLocationContext, draft: PostDraft): void {
  if (draft.callToAction?.actionType !== "CALL" || location.data.phoneNumbers?.primaryPhone) return;
  throw failedPrecondition(
    "MISSING_PRIMARY_PHONE",
    "callToAction.actionType",
    "A CALL button needs a primary phone on the location.",
  );
}

async function prepare(location: SimLocationContext, draft: PostDraft, current?: PostData) {
  requireCallable(location, draft);
  const { media: sources = [], ...content } = draft;
  const photos = await fetchPostPhotos(v4Location(location), sources, current?.media);
  const data: PostData = {
    ...content,
    languageCode: content.languageCode ?? location.languageCode,
    ...(photos.media.length ? { media: photos.media } : {}),
  };
  const write = { data, outcome: postOutcome(data), delayMs: postProcessingDelayMs() };
  return { write, fresh: photos.fresh };
}

export async function createPost(
  db: Db,
  location: SimLocationContext,
  body: Record<string, unknown>,
): Promise<LocalPost> {
  const draft = readLocalPost(body);
  requirePostable(location);
  const { write, fresh } = await prepare(location, draft);
  const row = await db.transaction(async (tx) => {
    await savePostPhotos(tx, location.id, fresh);
    return insertPost(tx, { ...write, id: localPostId(), locationId: location.id });
  });
  return localPostResource(location, row);
}

export async function patchPost(
  db: Db,
  location: SimLocationContext,
  postId: string,
  body: Record<string, unknown>,
  paths: readonly string[],
): Promise<LocalPost> {
  const existing = await findPost(db, location.id, postId);
  if (!existing) throw notFound();
  const current = postData(existing);
  const draft = readLocalPost(applyPostMask(current, body, paths));
  const { write, fresh } = await prepare(location, draft, current);
  const row = await db.transaction(async (tx) => {
    await savePostPhotos(tx, location.id, fresh);
    const updated = await updatePost(tx, location.id, postId, write);
    if (!updated) throw notFound();
    await deletePostPhotos(tx, current.media, write.data.media);
    return updated;
  });
  return localPostResource(location, row);
}
