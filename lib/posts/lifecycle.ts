import "server-only";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { postLocations, posts, type PostRow } from "@/lib/db/schema";
import { PostStateError } from "./errors";
import { postOf, sendItems } from "./send";

export async function deletePost(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, id }: { tenantId: string; userId: string | null; id: string },
): Promise<PostRow | null> {
  const existing = await postOf(db, { tenantId, id });
  if (!existing) return null;
  if (existing.state === "DELETED") return existing;
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(posts)
      .set({ state: "DELETED", jobId: null, updatedAt: new Date() })
      .where(and(eq(posts.id, id), eq(posts.tenantId, tenantId)))
      .returning();
    await tx
      .update(postLocations)
      .set({ status: "DELETED", updatedAt: new Date() })
      .where(and(eq(postLocations.postId, id), sql`${postLocations.localPostName} is null`));
    const live = await tx
      .select({ locationId: postLocations.locationId })
      .from(postLocations)
      .where(
        and(
          eq(postLocations.postId, id),
          isNotNull(postLocations.localPostName),
          ne(postLocations.status, "DELETED"),
        ),
      );
    const items = live.map(({ locationId }) => ({ locationId, action: "DELETE" as const }));
    post!.jobId = await sendItems(tx as unknown as Db, queue, { ...post!, userId }, items, null);
    return post!;
  });
}

/** Its queued items then do nothing. */
export async function pausePost(db: Db, { tenantId, id }: { tenantId: string; id: string }) {
  const existing = await postOf(db, { tenantId, id });
  if (!existing) return null;
  const [post] = await db
    .update(posts)
    .set({ state: "PAUSED", jobId: null, updatedAt: new Date() })
    .where(and(eq(posts.id, id), eq(posts.tenantId, tenantId), eq(posts.state, "SCHEDULED")))
    .returning();
  if (!post) throw new PostStateError("NOT_PAUSABLE");
  return post;
}

export async function resumePost(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, id }: { tenantId: string; userId: string | null; id: string },
) {
  const existing = await postOf(db, { tenantId, id });
  if (!existing) return null;
  if (existing.state !== "PAUSED") throw new PostStateError("NOT_RESUMABLE");
  const now = new Date();
  const at = existing.publishAt && existing.publishAt > now ? existing.publishAt : now;
  return db.transaction(async (tx) => {
    const [post] = await tx
      .update(posts)
      .set({ state: "SCHEDULED", publishAt: at, updatedAt: now })
      .where(and(eq(posts.id, id), eq(posts.tenantId, tenantId), eq(posts.state, "PAUSED")))
      .returning();
    if (!post) throw new PostStateError("NOT_RESUMABLE");
    const stores = await tx
      .select({ locationId: postLocations.locationId })
      .from(postLocations)
      .where(eq(postLocations.postId, id));
    const items = stores.map(({ locationId }) => ({ locationId, action: "PUBLISH" as const }));
    post.jobId = await sendItems(tx as unknown as Db, queue, { ...post, userId }, items, at);
    return post;
  });
}

/** A rejected post needs an edit instead. */
export async function retryPost(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, id }: { tenantId: string; userId: string | null; id: string },
) {
  const existing = await postOf(db, { tenantId, id });
  if (!existing) return null;
  if (existing.state !== "SENT") throw new PostStateError("NOT_EDITABLE");
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(postLocations)
      .set({ status: "PENDING", error: null, errorDetail: null, updatedAt: new Date() })
      .where(and(eq(postLocations.postId, id), eq(postLocations.status, "FAILS")))
      .returning({ locationId: postLocations.locationId });
    if (!failed.length) return existing;
    const items = failed.map(({ locationId }) => ({ locationId, action: "PUBLISH" as const }));
    const jobId = await sendItems(tx as unknown as Db, queue, { ...existing, userId }, items, null);
    return { ...existing, jobId };
  });
}
