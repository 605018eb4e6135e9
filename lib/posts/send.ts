import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { posts, type PostRow } from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";

// A post names its latest job: items of an earlier job (before an edit, a pause or a delete) do
// nothing when they come due.

export const POST_JOB_KIND = "POST_PUBLISH";

export type PostItemPayload = { postId: string; locationId: string; action: "PUBLISH" | "DELETE" };

/** POST_MINUTE_MS lets a journey see a post planned 15 minutes ahead go out in moments. */
export function postMinuteMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.POST_MINUTE_MS);
  return Number.isFinite(value) && value > 0 ? value : 60_000;
}

function startOf(at: Date | null): Date | undefined {
  const wait = at ? at.getTime() - Date.now() : 0;
  if (wait <= 0) return undefined;
  return new Date(Date.now() + (wait * postMinuteMs()) / 60_000);
}

export async function sendItems(
  tx: Db,
  queue: PgBoss,
  post: { id: string; tenantId: string; userId: string | null },
  items: { locationId: string; action: PostItemPayload["action"] }[],
  at: Date | null,
): Promise<string | null> {
  if (!items.length) return null;
  const { jobId } = await enqueueJobItems(tx, queue, {
    tenantId: post.tenantId,
    userId: post.userId,
    kind: POST_JOB_KIND,
    // No store named: a store's other edits must not wait for a post planned for Friday.
    items: items.map(({ locationId, action }) => ({
      locationId: null,
      payload: { postId: post.id, locationId, action } satisfies PostItemPayload,
    })),
    startAfter: startOf(at),
  });
  await tx.update(posts).set({ jobId }).where(eq(posts.id, post.id));
  return jobId;
}

export async function postOf(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.tenantId, tenantId)));
  return row;
}
