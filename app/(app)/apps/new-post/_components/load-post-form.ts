import "server-only";
import {
  selectedWorkspace,
  workspaceById,
  type TargetWorkspace,
} from "@/components/common/selected-workspace";
import type { StoreName } from "@/components/forms/store-picker";
import { query } from "@/lib/apollo/rsc-client";
import {
  PostFormPostQuery,
  PostFormStoresQuery,
  PostFormSettingsQuery,
  PostFormTemplateQuery,
} from "@/lib/posts/operations";
import { POST_LIMITS } from "@/lib/posts/options";
import { QUARTER_HOUR_MS, roundToQuarterHour, toWallTime } from "@/lib/posts/time";
import { isUuid } from "@/lib/validation/ids";
import { initialValues, type FormClock, type SavedPlan } from "./post-form-defaults";
import type { PostFormContext, PostFormValues } from "./post-form-values";

/** Everything the post form starts from, read on the server. */
export type PostFormSetup = {
  values: PostFormValues;
  context: PostFormContext;
  /** The post being changed, or null for a new one. */
  postId: string | null;
  /** The template a new post starts from (kept on the post, for the record). */
  template: { id: string; name: string } | null;
  workspace: TargetWorkspace | null;
  /** The tenant's time zone by name in the reader's language ("hora de Argentina"). */
  zoneName: string;
  /** A post of a recurring series: a change applies to it alone. */
  inSeries: boolean;
  /** Why the asked-for post or template is not shown (gone, another tenant's, deleted). */
  missing: "post" | "template" | "deleted" | null;
};

type SavedPost = NonNullable<Awaited<ReturnType<typeof readPost>>>;

/** Stores a page of PostFormPostQuery and PostFormStoresQuery holds. */
const STORES_PAGE = 100;

/** A post with all its stores (a change sends the whole list), or null. */
async function readPost(id: string) {
  const { data } = await query({ query: PostFormPostQuery, variables: { id, offset: 0 } });
  const post = data?.post;
  if (!post) return null;
  // The first page came with the post; the others are read at once, each with the stores only.
  const total = Math.min(post.stores.total, POST_LIMITS.stores);
  const offsets: number[] = [];
  for (let offset = post.stores.items.length; offset < total; offset += STORES_PAGE)
    offsets.push(offset);
  const pages = await Promise.all(
    offsets.map((offset) => query({ query: PostFormStoresQuery, variables: { id, offset } })),
  );
  const stores: StoreName[] = [
    post.stores.items,
    ...pages.map((page) => page.data?.post?.stores.items ?? []),
  ]
    .flat()
    .map(toStoreName);
  return { ...post, allStores: stores };
}

function toStoreName(row: { locationId: string; locationName: string }): StoreName {
  return { id: row.locationId, title: row.locationName };
}

function zoneNameOf(timeZone: string, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "long" }).formatToParts(
    new Date(),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** How a saved post's plan reads in the form: a draft, a planned time, or already out. */
async function planOf(post: SavedPost, timeZone: string) {
  const workspace = post.workspaceId ? await workspaceById(post.workspaceId) : null;
  const planned = post.status === "SCHEDULED" || post.status === "PAUSED";
  const plan: SavedPlan = {
    target: workspace ? "workspace" : "stores",
    stores: post.allStores,
    mode: post.status === "CREATED" ? "DRAFT" : planned ? "SCHEDULE" : "NOW",
    publishAt: planned && post.publishAt ? toWallTime(new Date(post.publishAt), timeZone) : null,
  };
  return { plan, workspace, sent: post.status !== "CREATED" && !planned };
}

/**
 * The form's setup for /apps/new-post: a new post, `?post=` to change one, or `?template=` to
 * start from a template. Ids that are not the tenant's read as missing (the resolvers scope them).
 */
export async function loadPostForm(
  ids: { postId?: string; templateId?: string },
  locale: string,
): Promise<PostFormSetup> {
  const { data } = await query({ query: PostFormSettingsQuery });
  if (!data) throw new Error("Post settings could not be read");
  const { timeZone, today, defaultValidTo } = data.postSettings;
  const now = new Date();
  const clock: FormClock = {
    now: toWallTime(roundToQuarterHour(now, timeZone), timeZone),
    nextQuarter: toWallTime(
      roundToQuarterHour(new Date(now.getTime() + QUARTER_HOUR_MS), timeZone),
      timeZone,
    ),
    defaultValidTo,
  };
  const base = { timeZone, today, zoneName: zoneNameOf(timeZone, locale) };

  const post = isUuid(ids.postId) ? await readPost(ids.postId) : null;
  if (post && post.status !== "DELETED") {
    const { plan, workspace, sent } = await planOf(post, timeZone);
    return {
      ...base,
      values: initialValues(clock, plan, post.content),
      context: { today, timeZone, editing: true, sent },
      postId: post.id,
      template: null,
      workspace,
      inSeries: Boolean(post.seriesId),
      missing: null,
    };
  }

  const template = isUuid(ids.templateId)
    ? (await query({ query: PostFormTemplateQuery, variables: { id: ids.templateId } })).data
        ?.postTemplate
    : null;
  const workspace = await selectedWorkspace();
  // No default audience: a new post went to all 250 stores unless the user noticed.
  const plan: SavedPlan = { target: null, stores: [], mode: "NOW", publishAt: null };
  // A deleted post cannot change; its content starts a new one instead.
  const content = post?.content ?? template?.content ?? null;
  const missing = ids.postId
    ? post
      ? "deleted"
      : "post"
    : ids.templateId && !template
      ? "template"
      : null;
  return {
    ...base,
    values: initialValues(clock, plan, content),
    context: { today, timeZone, editing: false, sent: false },
    postId: null,
    template: template && !post ? { id: template.id, name: template.name } : null,
    workspace,
    inSeries: false,
    missing,
  };
}
