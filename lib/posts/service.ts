import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { postLocations, posts, tenants, type PostContent, type PostRow } from "@/lib/db/schema";
import { resourcesByIds } from "@/lib/files/queries";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { chosenStoreIds } from "@/lib/stores/chosen-stores";
import { PostInputError, PostStateError } from "./errors";
import { occurrenceContent, plannedTimes } from "./plan";
import { POST_LIMITS } from "./options";
import type { PostContentValues, PostPlanValues } from "./rules";
import { postOf, sendItems } from "./send";
import { endOfMonth, todayIn } from "./time";

export async function tenantTimeZone(db: Db, { tenantId }: { tenantId: string }): Promise<string> {
  const [row] = await db
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.timeZone ?? "UTC";
}

export async function postSettings(
  db: Db,
  { tenantId, now = new Date() }: { tenantId: string; now?: Date },
) {
  const timeZone = await tenantTimeZone(db, { tenantId });
  return { timeZone, today: todayIn(timeZone, now), defaultValidTo: endOfMonth(timeZone, now) };
}

export type PostRequest = {
  tenantId: string;
  userId: string | null;
  content: PostContentValues;
  plan: PostPlanValues;
  locationIds?: string[];
  workspace?: ListWorkspace;
  templateId?: string | null;
};

type Issue = { path: string; message: string };

/** The checks that need the database: the images are the tenant's pictures, the stores exist. */
async function checkRequest(db: Db, request: PostRequest, timeZone: string) {
  const issues: Issue[] = [];
  const images = await resourcesByIds(db, {
    tenantId: request.tenantId,
    ids: request.content.imageIds,
  });
  const pictures = new Set(images.filter((r) => r.kind === "IMAGE").map((r) => r.id));
  if (request.content.imageIds.some((id) => !pictures.has(id)))
    issues.push({ path: "imageIds", message: "invalidImage" });
  const storeIds = await chosenStoreIds(db, request);
  if (request.plan.mode !== "DRAFT" && storeIds.length === 0)
    issues.push({ path: "locationIds", message: "storesRequired" });
  if (storeIds.length > POST_LIMITS.stores)
    issues.push({ path: "locationIds", message: "tooManyStores" });
  const planned = plannedTimes(request.plan, timeZone);
  if (!planned.ok) issues.push(...planned.issues);
  if (issues.length || !planned.ok) throw new PostInputError(issues);
  return { storeIds, times: planned.times };
}

function stateOf(mode: PostPlanValues["mode"]): PostRow["state"] {
  return mode === "DRAFT" ? "DRAFT" : mode === "NOW" ? "SENT" : "SCHEDULED";
}

function contentRow(content: PostContentValues): PostContent {
  return { ...content, imageIds: content.imageIds ?? [] };
}

/** A recurring plan writes a post per occurrence, all of one series; answers the first. */
export async function createPost(db: Db, queue: PgBoss, request: PostRequest): Promise<PostRow> {
  const timeZone = await tenantTimeZone(db, { tenantId: request.tenantId });
  const { storeIds, times } = await checkRequest(db, request, timeZone);
  const { plan } = request;
  const slots = times.length ? times : [null];
  const seriesId = slots.length > 1 ? randomUUID() : null;
  return db.transaction(async (tx) => {
    let first: PostRow | undefined;
    for (const [index, at] of slots.entries()) {
      const content = contentRow(occurrenceContent(request.content, plan.recurrence, index));
      const [post] = await tx
        .insert(posts)
        .values({
          ...(index === 0 && seriesId ? { id: seriesId } : {}),
          tenantId: request.tenantId,
          type: content.type,
          title: content.title,
          content,
          state: stateOf(plan.mode),
          publishAt: at,
          seriesId,
          recurrence: seriesId ? plan.recurrence : null,
          templateId: request.templateId ?? null,
          workspaceId: request.workspace?.id ?? null,
          createdBy: request.userId,
        })
        .returning();
      if (storeIds.length)
        await tx.insert(postLocations).values(
          storeIds.map((locationId) => ({
            postId: post!.id,
            locationId,
            tenantId: request.tenantId,
          })),
        );
      if (at) {
        const items = storeIds.map((locationId) => ({ locationId, action: "PUBLISH" as const }));
        const jobId = await sendItems(
          tx as unknown as Db,
          queue,
          { ...post!, userId: request.userId },
          items,
          at,
        );
        post!.jobId = jobId;
      }
      first ??= post;
    }
    return first!;
  });
}

/** A post already sent stays sent and its stores are patched now; null for another tenant's post. */
export async function updatePost(
  db: Db,
  queue: PgBoss,
  request: PostRequest & { id: string },
): Promise<PostRow | null> {
  const existing = await postOf(db, { tenantId: request.tenantId, id: request.id });
  if (!existing) return null;
  if (existing.state === "DELETED") throw new PostStateError("NOT_EDITABLE");
  const sent = existing.state === "SENT";
  const plan: PostPlanValues = sent
    ? { mode: "NOW", recurrence: null }
    : { ...request.plan, recurrence: null };
  const timeZone = await tenantTimeZone(db, { tenantId: request.tenantId });
  const { storeIds, times } = await checkRequest(db, { ...request, plan }, timeZone);
  const at = times[0] ?? null;
  const content = contentRow(request.content);
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ locationId: postLocations.locationId, name: postLocations.localPostName })
      .from(postLocations)
      .where(eq(postLocations.postId, existing.id));
    const keep = new Set(storeIds);
    const dropped = current.filter((row) => !keep.has(row.locationId));
    const had = new Set(current.map((row) => row.locationId));
    const [post] = await tx
      .update(posts)
      .set({
        type: content.type,
        title: content.title,
        content,
        state: stateOf(plan.mode),
        publishAt: sent ? existing.publishAt : at,
        version: sql`${posts.version} + 1`,
        jobId: null,
        workspaceId: request.workspace?.id ?? existing.workspaceId,
        updatedAt: new Date(),
      })
      .where(and(eq(posts.id, existing.id), eq(posts.tenantId, request.tenantId)))
      .returning();
    const unsent = dropped.filter((row) => !row.name).map((row) => row.locationId);
    if (unsent.length)
      await tx
        .delete(postLocations)
        .where(
          and(eq(postLocations.postId, existing.id), inArray(postLocations.locationId, unsent)),
        );
    const added = storeIds.filter((id) => !had.has(id));
    if (added.length)
      await tx.insert(postLocations).values(
        added.map((locationId) => ({
          postId: existing.id,
          locationId,
          tenantId: request.tenantId,
        })),
      );
    if (!at) return post!;
    await tx
      .update(postLocations)
      .set({ status: "PENDING", error: null, errorDetail: null, updatedAt: new Date() })
      .where(
        and(eq(postLocations.postId, existing.id), inArray(postLocations.locationId, storeIds)),
      );
    const items = [
      ...storeIds.map((locationId) => ({ locationId, action: "PUBLISH" as const })),
      ...dropped
        .filter((row) => row.name)
        .map((row) => ({ locationId: row.locationId, action: "DELETE" as const })),
    ];
    post!.jobId = await sendItems(
      tx as unknown as Db,
      queue,
      { ...post!, userId: request.userId },
      items,
      at,
    );
    return post!;
  });
}
