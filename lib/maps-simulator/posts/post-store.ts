import "server-only";
import { randomInt } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { LocalPost, LocalPostState } from "@/lib/maps/types";
import type { SimLocationContext } from "../location-access";
import { simLocalPosts } from "../schema";
import { withGoogleUrls } from "./post-media";

// Times come from the database clock (microseconds), so two posts created in one millisecond still
// list in order.

export type PostData = Omit<
  LocalPost,
  "name" | "state" | "createTime" | "updateTime" | "searchUrl"
>;
export type PostRow = typeof simLocalPosts.$inferSelect;
export type PostWrite = { data: PostData; outcome: "LIVE" | "REJECTED"; delayMs: number };

export function localPostId(): string {
  return `${randomInt(1, 10)}${Array.from({ length: 18 }, () => randomInt(0, 10)).join("")}`;
}

const postOf = (locationId: string, id: string) =>
  and(eq(simLocalPosts.locationId, locationId), eq(simLocalPosts.id, id));

const settlesAfter = (delayMs: number) =>
  sql`now() + make_interval(secs => ${delayMs / 1000}::double precision)`;

export async function insertPost(
  db: Db,
  post: PostWrite & { id: string; locationId: string },
): Promise<PostRow> {
  const [row] = await db
    .insert(simLocalPosts)
    .values({
      id: post.id,
      locationId: post.locationId,
      data: post.data,
      outcome: post.outcome,
      settlesAt: settlesAfter(post.delayMs),
    })
    .returning();
  return row!;
}

export async function updatePost(
  db: Db,
  locationId: string,
  id: string,
  post: PostWrite,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(simLocalPosts)
    .set({
      data: post.data,
      outcome: post.outcome,
      settlesAt: settlesAfter(post.delayMs),
      updateTime: sql`now()`,
    })
    .where(postOf(locationId, id))
    .returning();
  return row;
}

export async function listPosts(
  db: Db,
  locationId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(simLocalPosts)
      .where(eq(simLocalPosts.locationId, locationId))
      .orderBy(desc(simLocalPosts.createTime), desc(simLocalPosts.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(simLocalPosts)
      .where(eq(simLocalPosts.locationId, locationId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findPost(
  db: Db,
  locationId: string,
  id: string,
): Promise<PostRow | undefined> {
  const [row] = await db.select().from(simLocalPosts).where(postOf(locationId, id)).limit(1);
  return row;
}

/** Returned so its photos can go too. */
export async function deletePost(
  db: Db,
  locationId: string,
  id: string,
): Promise<PostRow | undefined> {
  const [row] = await db.delete(simLocalPosts).where(postOf(locationId, id)).returning();
  return row;
}

export function postData(row: PostRow): PostData {
  // `data` is only ever written from a checked PostData (insertPost, updatePost).
  return row.data as PostData;
}

export function postState(row: PostRow, now = Date.now()): LocalPostState {
  return now < row.settlesAt.getTime() ? "PROCESSING" : (row.outcome as LocalPostState);
}

function searchUrlOf(location: SimLocationContext, id: string): string | undefined {
  const placeId = location.data.metadata?.placeId;
  if (!placeId) return undefined;
  return `https://local.google.com/place?id=${encodeURIComponent(placeId)}&use=posts&lpsid=${id}`;
}

export function localPostResource(
  location: SimLocationContext,
  row: PostRow,
  now = Date.now(),
): LocalPost {
  const { media, ...data } = postData(row);
  const state = postState(row, now);
  const searchUrl = state === "LIVE" ? searchUrlOf(location, row.id) : undefined;
  return {
    name: `accounts/${location.accountId}/locations/${location.id}/localPosts/${row.id}`,
    ...data,
    ...(media?.length ? { media: withGoogleUrls(media) } : {}),
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
    state,
    ...(searchUrl ? { searchUrl } : {}),
  };
}
