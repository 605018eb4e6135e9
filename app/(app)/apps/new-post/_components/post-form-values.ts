import { impliedAction, SCHEDULED_TYPES } from "@/lib/posts/options";
import { fromWallTime } from "@/lib/posts/time";
import type { PostFormField, PostFormValues } from "./post-form-types";
import { stepOf } from "./post-steps";

// The post form's values: the API's content and plan as the form shows them (a date and a time
// apart, picked files, a store target), and the API inputs they make. Their checks are in
// post-form-rules.ts, loaded after the page with zod.

export type { PostFormField, PostFormValues };

/** "YYYY-MM-DDTHH:mm" of a date and a time field, null when no date is given. */
export function wallTimeOf(date: string, time: string): string | null {
  return date ? `${date}T${time}` : null;
}

/** The API's PostContentInput of the form: fields the chosen type does not show are left out. */
export function contentInput(values: PostFormValues) {
  const scheduled = SCHEDULED_TYPES.includes(values.type);
  const offer = values.type === "OFFER";
  const action = impliedAction(values.type, values.actionType || null);
  const url = action && action !== "CALL" ? values.url : "";
  const text = (value: string) => value.trim() || null;
  return {
    type: values.type,
    title: values.title,
    secondTitle: text(values.secondTitle),
    thirdTitle: text(values.thirdTitle),
    description: values.description,
    secondDescription: text(values.secondDescription),
    imageIds: values.images.map((file) => file.id),
    validFrom: scheduled ? wallTimeOf(values.validFromDate, values.validFromTime) : null,
    validTo: scheduled ? wallTimeOf(values.validToDate, values.validToTime) : null,
    couponCode: offer ? text(values.couponCode) : null,
    redeemOnlineUrl: offer ? text(values.redeemOnlineUrl) : null,
    termsConditions: offer ? text(values.termsConditions) : null,
    actionType: action,
    url: text(url),
    utmValue: url ? text(values.utmValue) : null,
  };
}

/** Where the post goes, as the API takes it: the workspace's stores, or the chosen ones. */
export function storesInput(
  values: Pick<PostFormValues, "target" | "stores">,
  workspaceId: string | null,
): { workspaceId: string } | { locationIds: string[] } {
  return values.target === "workspace" && workspaceId
    ? { workspaceId }
    : { locationIds: values.stores.map((store) => store.id) };
}

/** The plan part of the API's PostInput; `publishAt` is the instant the tenant's wall time names. */
export function planInput(values: PostFormValues, timeZone: string, { editing = false } = {}) {
  const scheduled = values.mode === "SCHEDULE";
  const wall = wallTimeOf(values.publishDate, values.publishTime);
  const publishAt =
    scheduled && wall && values.publishTime ? safeInstant(wall, timeZone)?.toISOString() : null;
  // A changed post is one post: only a new one repeats.
  const recurrence = scheduled && !editing && values.recurrence ? values.recurrence : null;
  return {
    mode: values.mode,
    publishAt: publishAt ?? null,
    recurrence,
    repeatUntil: recurrence ? values.repeatUntil || null : null,
  };
}

function safeInstant(wall: string, timeZone: string): Date | null {
  try {
    const instant = fromWallTime(wall, timeZone);
    return Number.isNaN(instant.getTime()) ? null : instant;
  } catch {
    return null;
  }
}

/** Where an issue of the API's schemas (or of a server refusal) shows in the form. */
const FIELD_OF: Record<string, PostFormField> = {
  imageIds: "images",
  validFrom: "validFromDate",
  validTo: "validToDate",
  locationIds: "stores",
  workspaceId: "stores",
  publishAt: "publishDate",
};

/** The form field an API path names ("content.validFrom", "imageIds.2", "publishAt"), or null. */
export function formFieldOf(path: string): PostFormField | null {
  const [head] = path.replace(/^(input\.)?(content\.)?/, "").split(".");
  if (!head) return null;
  const field = FIELD_OF[head] ?? head;
  return stepOf(field) ? (field as PostFormField) : null;
}

export type PostFormContext = {
  /** The tenant's day: a from date may not be earlier. */
  today: string;
  timeZone: string;
  /** A post already saved: it is changed, not repeated. */
  editing: boolean;
  /** A post already out: its stores are patched at once, whatever the plan says. */
  sent: boolean;
};
