import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  locations,
  postLocations,
  posts,
  type JobItem,
  type PostLocationRow,
  type PostRow,
} from "@/lib/db/schema";
import { resourcesByIds } from "@/lib/files/queries";
import { SOURCE_URL_SECONDS, signedFileUrl } from "@/lib/files/signed-url";
import { QuotaWaitError, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { LocalPost, LocalPostInput } from "@/lib/maps/types-posts";
import { linkedTenantMapsClient } from "@/lib/auth/maps-access";
import { quotaCall } from "@/lib/stores/maps-calls";
import type { PostItemPayload } from "./send";
import { LOCAL_POST_MASK, toLocalPost } from "./to-local-post";

// A new or edited copy reads PROCESSING while the service reviews it; the item comes back until
// it is LIVE or REJECTED, so the job ends with each store's real outcome.

/** How long to wait before reading a PROCESSING copy again (POST_STATE_POLL_MS in tests). */
export function postPollMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.POST_STATE_POLL_MS);
  return Number.isFinite(value) && value > 0 ? value : 3_000;
}
/** A copy still PROCESSING this long after it was sent is left so; the list shows it. */
const SETTLE_WAIT_MS = 30 * 60_000;
/** A copy made by a try whose answer was lost was made after that try began, give or take. */
const CLOCK_SLACK_MS = 60_000;

type Store = { googleId: string; account: string };
type Copy = Pick<PostLocationRow, "postId" | "locationId">;

async function setCopy(db: Db, copy: Copy, values: Partial<PostLocationRow>) {
  await db
    .update(postLocations)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(postLocations.postId, copy.postId), eq(postLocations.locationId, copy.locationId)),
    );
}

async function failCopy(db: Db, copy: Copy, error: string, detail?: string): Promise<ItemOutcome> {
  await setCopy(db, copy, { status: "FAILS", error, errorDetail: detail ?? null });
  return { ok: false, error, ...(detail ? { detail } : {}) };
}

const skipped = (why: string): ItemOutcome => ({ ok: true, result: { skipped: why } });

export async function applyPostItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { postId, locationId, action } = item.payload as PostItemPayload;
  const [post] = await ctx.db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.tenantId, ctx.tenantId)));
  // An edit, a pause or a delete since this job was made: the post's latest job does the work.
  if (!post || post.jobId !== ctx.jobId) return skipped("SUPERSEDED");
  const [copy] = await ctx.db
    .select()
    .from(postLocations)
    .where(and(eq(postLocations.postId, postId), eq(postLocations.locationId, locationId)));
  if (!copy) return skipped("STORE_REMOVED");
  if (post.state === "SCHEDULED")
    await ctx.db
      .update(posts)
      .set({ state: "SENT" })
      .where(and(eq(posts.id, postId), eq(posts.state, "SCHEDULED")));

  const [store] = await ctx.db
    .select({ googleId: locations.googleId, account: locations.account })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.tenantId, ctx.tenantId)));
  if (!store)
    return action === "DELETE"
      ? (await setCopy(ctx.db, copy, { status: "DELETED" }), skipped("LOCATION_GONE"))
      : failCopy(ctx.db, copy, "LOCATION_GONE");
  const client = await linkedTenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  if (!client) return failCopy(ctx.db, copy, "MAPS_NOT_LINKED");
  try {
    if (action === "DELETE") return await takeDown(ctx.db, client, copy);
    const body = await localPostBody(ctx.db, post);
    if (!body) return failCopy(ctx.db, copy, "FILE_GONE");
    const { sent, since } = await publish(ctx.db, client, { post, copy, store, body });
    return await settle(ctx.db, copy, sent, since);
  } catch (error) {
    if (!(error instanceof MapsApiError)) throw error;
    // The precondition's own type (LOCATION_NOT_VERIFIED) says why in words the user can act on.
    const code =
      error.preconditionViolations[0]?.type || error.googleStatus || String(error.status);
    return failCopy(ctx.db, copy, code, error.message);
  }
}

async function localPostBody(db: Db, post: PostRow): Promise<LocalPostInput | null> {
  const ids = post.content.imageIds ?? [];
  const images = await resourcesByIds(db, { tenantId: post.tenantId, ids });
  if (images.length !== new Set(ids).size) return null;
  const urls = ids.map((id) => signedFileUrl(id, { seconds: SOURCE_URL_SECONDS, absolute: true }));
  return toLocalPost(post.content, urls);
}

/** Unless an earlier try made it and its answer was lost (a crash, a timeout): then that copy is
 * found and kept, so no store shows the post twice. */
async function publish(
  db: Db,
  client: MapsClient,
  job: { post: PostRow; copy: PostLocationRow; store: Store; body: LocalPostInput },
): Promise<{ sent: LocalPost; since: Date }> {
  const { post, copy, store, body } = job;
  if (copy.localPostName) {
    try {
      if (copy.publishedVersion === post.version) {
        const sent = await quotaCall(db, "mybusiness", null, () =>
          client.getLocalPost(copy.localPostName!),
        );
        return { sent, since: copy.sendingSince ?? new Date() };
      }
      const since = new Date();
      await setCopy(db, copy, { sendingSince: since });
      const sent = await quotaCall(db, "mybusiness", store.googleId, () =>
        client.patchLocalPost(copy.localPostName!, body, LOCAL_POST_MASK),
      );
      await setCopy(db, copy, { publishedVersion: post.version });
      return { sent, since };
    } catch (error) {
      // Taken down on the service meanwhile: made again below.
      if (!(error instanceof MapsApiError) || error.status !== 404) throw error;
    }
  } else if (copy.sendingSince) {
    const made = await findMade(db, client, store, body, copy.sendingSince);
    if (made) {
      await setCopy(db, copy, { localPostName: made.name, publishedVersion: post.version });
      return { sent: made, since: copy.sendingSince };
    }
  }
  const since = new Date();
  await setCopy(db, copy, { sendingSince: since, localPostName: null });
  const sent = await quotaCall(db, "mybusiness", store.googleId, () =>
    client.createLocalPost(store.account, store.googleId, body),
  );
  await setCopy(db, copy, { localPostName: sent.name, publishedVersion: post.version });
  return { sent, since };
}

/** A copy of this post the service made since `since` (newest first, so the first page holds it). */
async function findMade(
  db: Db,
  client: MapsClient,
  store: Store,
  body: LocalPostInput,
  since: Date,
): Promise<LocalPost | undefined> {
  const page = await quotaCall(db, "mybusiness", null, () =>
    client.listLocalPosts(store.account, store.googleId, { pageSize: 100 }),
  );
  const after = since.getTime() - CLOCK_SLACK_MS;
  return (page.localPosts ?? []).find(
    (made) =>
      Date.parse(made.createTime) >= after &&
      made.topicType === body.topicType &&
      (made.summary ?? "") === (body.summary ?? ""),
  );
}

async function settle(
  db: Db,
  copy: PostLocationRow,
  sent: LocalPost,
  since: Date,
): Promise<ItemOutcome> {
  const result = { localPostName: sent.name, searchUrl: sent.searchUrl ?? null, state: sent.state };
  if (sent.state === "LIVE") {
    await setCopy(db, copy, {
      status: "LIVE",
      searchUrl: sent.searchUrl ?? null,
      error: null,
      errorDetail: null,
    });
    return { ok: true, result };
  }
  if (sent.state === "REJECTED") {
    await setCopy(db, copy, {
      status: "REJECTED",
      searchUrl: null,
      error: "REJECTED",
      errorDetail: null,
    });
    return { ok: false, error: "REJECTED" };
  }
  await setCopy(db, copy, { status: "PROCESSING", error: null, errorDetail: null });
  // Waited for from when it was sent, not from when the post was planned (maybe days before).
  if (Date.now() - since.getTime() > SETTLE_WAIT_MS) return { ok: true, result };
  throw new QuotaWaitError(new Date(Date.now() + postPollMs()));
}

async function takeDown(db: Db, client: MapsClient, copy: PostLocationRow): Promise<ItemOutcome> {
  if (copy.localPostName) {
    try {
      await quotaCall(db, "mybusiness", null, () => client.deleteLocalPost(copy.localPostName!));
    } catch (error) {
      if (!(error instanceof MapsApiError) || error.status !== 404) throw error;
    }
  }
  await setCopy(db, copy, { status: "DELETED", searchUrl: null, error: null, errorDetail: null });
  return { ok: true, result: { localPostName: copy.localPostName } };
}
