// Spec §3, §5, §9 and the maps service's own limits, as the post form shows them: the types,
// buttons and limits, and what a post's content composes to. Without zod, so the form's fields
// load without it; the rules (lib/posts/rules.ts) check against these.
import { LOCAL_POST_ACTION_TYPES, LOCAL_POST_LIMITS } from "@/lib/maps/types-posts";
import { MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";
import { addToWallTime, type WallTime } from "./time";

/** Spec §3's post types: BASIC is news; CALL and SHOP are news with a call or a buy button. */
export const POST_TYPES = ["BASIC", "EVENT", "OFFER", "CALL", "SHOP"] as const;
export type PostType = (typeof POST_TYPES)[number];
/** Spec §3's buttons: book, order, buy (SHOP), learn more, sign up, call. */
export const POST_ACTION_TYPES = LOCAL_POST_ACTION_TYPES;
export type PostActionType = (typeof POST_ACTION_TYPES)[number];
export const POST_RECURRENCES = ["WEEKLY", "MONTHLY"] as const;
export type PostRecurrence = (typeof POST_RECURRENCES)[number];

export const POST_LIMITS = {
  titleMin: 4,
  descriptionMin: 4,
  /** The maps service's: the summary, an event's title, a coupon, the terms. */
  summaryMax: LOCAL_POST_LIMITS.summaryMax,
  eventTitleMax: LOCAL_POST_LIMITS.eventTitleMax,
  subtitleMax: LOCAL_POST_LIMITS.eventTitleMax,
  couponMax: LOCAL_POST_LIMITS.couponCodeMax,
  termsMax: LOCAL_POST_LIMITS.termsConditionsMax,
  utmMax: 50,
  images: MAX_IMAGES_PER_BATCH,
  /** A recurring post makes at most this many posts. */
  occurrences: 52,
  stores: 5000,
} as const;

export const SCHEDULED_TYPES: readonly PostType[] = ["EVENT", "OFFER"];

/** The button a type implies when none is chosen: a call for CALL, buy for SHOP. */
export function impliedAction(type: PostType, chosen: PostActionType | null | undefined) {
  if (type === "CALL") return "CALL";
  if (type === "SHOP") return chosen ?? "SHOP";
  return chosen ?? null;
}

/** The texts of a post's content (PostContentValues) that its summary is made of. */
type SummaryParts = { type: PostType } & Partial<
  Record<
    "title" | "secondTitle" | "thirdTitle" | "description" | "secondDescription",
    string | null
  >
>;

/** Events and offers show their title apart (event.title), so it is left out for them. */
export function composeSummary(post: SummaryParts): string {
  const title = SCHEDULED_TYPES.includes(post.type) ? null : post.title;
  return [title, post.secondTitle, post.thirdTitle, post.description, post.secondDescription]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join("\n\n");
}

/** None for a call: it dials the store. */
export function postButtonUrl(post: {
  type: PostType;
  actionType?: PostActionType | null;
  url?: string | null;
  utmValue?: string | null;
}): string | null {
  const action = impliedAction(post.type, post.actionType);
  return action && action !== "CALL" ? buttonUrl(post.url, post.utmValue) : null;
}

export function buttonUrl(url: string | null | undefined, utmValue?: string | null): string | null {
  if (!url) return null;
  if (!utmValue) return url;
  try {
    const withUtm = new URL(url);
    withUtm.searchParams.set("utm_source", "google");
    withUtm.searchParams.set("utm_medium", "organic");
    withUtm.searchParams.set("utm_campaign", utmValue);
    return withUtm.toString();
  } catch {
    return url;
  }
}

/** At most POST_LIMITS.occurrences. */
export function occurrences(
  first: WallTime,
  recurrence: PostRecurrence | null | undefined,
  until: string | null | undefined,
): WallTime[] {
  if (!recurrence || !until) return [first];
  const times: WallTime[] = [];
  for (let i = 0; i < POST_LIMITS.occurrences; i += 1) {
    const next = addToWallTime(first, recurrence, i);
    if (next.slice(0, 10) > until) break;
    times.push(next);
  }
  return times.length ? times : [first];
}
