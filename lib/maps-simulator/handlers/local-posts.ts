import "server-only";
import { getDb } from "@/lib/db/client";
import { MAX_LOCAL_POSTS_PAGE_SIZE } from "@/lib/maps/client-posts";
import type { ListLocalPostsResponse } from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { json, notFound, readJsonObject } from "../http";
import { requireCallerLocation } from "../location-access";
import { parsePostMask } from "../posts/post-mask";
import { deletePostPhotos } from "../posts/post-media";
import { deletePost, findPost, listPosts, localPostResource, postData } from "../posts/post-store";
import { createPost, patchPost } from "../posts/post-writes";

// A post's state is worked out on every read from its row (PROCESSING until its review settles).

const PAGE = { default: 20, max: MAX_LOCAL_POSTS_PAGE_SIZE };

async function callerLocation(request: Request, accountId: string, locationId: string) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const location = await requireCallerLocation(db, caller, locationId, accountId);
  return { db, location };
}

/** Post ids are decimal: anything else names no post. */
function checkPostId(postId: string): string {
  if (!/^\d{1,30}$/.test(postId)) throw notFound();
  return postId;
}

export async function createLocalPost(request: Request, accountId: string, locationId: string) {
  const { db, location } = await callerLocation(request, accountId, locationId);
  return json(await createPost(db, location, await readJsonObject(request)));
}

export async function listLocalPosts(request: Request, accountId: string, locationId: string) {
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const { db, location } = await callerLocation(request, accountId, locationId);
  const query = `local-posts|${location.id}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const { rows, total } = await listPosts(db, location.id, { offset, limit: pageSize });
  const now = Date.now();
  const body: ListLocalPostsResponse = {};
  if (rows.length) body.localPosts = rows.map((row) => localPostResource(location, row, now));
  const next = nextPageToken(offset, pageSize, total, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

export async function getLocalPost(
  request: Request,
  accountId: string,
  locationId: string,
  postId: string,
) {
  const { db, location } = await callerLocation(request, accountId, locationId);
  const row = await findPost(db, location.id, checkPostId(postId));
  if (!row) throw notFound();
  return json(localPostResource(location, row));
}

export async function patchLocalPost(
  request: Request,
  accountId: string,
  locationId: string,
  postId: string,
) {
  const paths = parsePostMask(new URL(request.url).searchParams.get("updateMask"));
  const { db, location } = await callerLocation(request, accountId, locationId);
  const body = await readJsonObject(request);
  return json(await patchPost(db, location, checkPostId(postId), body, paths));
}

/** Its photos go with it. */
export async function deleteLocalPost(
  request: Request,
  accountId: string,
  locationId: string,
  postId: string,
) {
  const { db, location } = await callerLocation(request, accountId, locationId);
  await db.transaction(async (tx) => {
    const row = await deletePost(tx, location.id, checkPostId(postId));
    if (!row) throw notFound();
    await deletePostPhotos(tx, postData(row).media);
  });
  return json({});
}
