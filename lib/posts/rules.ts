import { z } from "zod";
import { LOCAL_POST_ACTION_TYPES, LOCAL_POST_LIMITS } from "@/lib/maps/types-posts";
import { MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";
import { boundedText } from "@/lib/validation/bounded-text";
import { isUuid } from "@/lib/validation/ids";
import { webUrl } from "@/lib/validation/web-url";
import { addToWallTime, isWallTime, type WallTime } from "./time";

// Spec §3, §5, §9 and the maps service's own limits, shared by the post form and the API.

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
const UTM_VALUE = /^[A-Za-z0-9_-]+$/;

const optionalText = (max: number) =>
  z.preprocess(blankToNull, boundedText({ max }).nullable().optional());
const optionalUrl = z.preprocess(blankToNull, webUrl.nullable().optional());
const wallTime = z.string().refine(isWallTime, "invalidDate");

function blankToNull(value: unknown) {
  return typeof value === "string" && value.trim() === "" ? null : value;
}

/** The button a type implies when none is chosen: a call for CALL, buy for SHOP. */
export function impliedAction(type: PostType, chosen: PostActionType | null | undefined) {
  if (type === "CALL") return "CALL";
  if (type === "SHOP") return chosen ?? "SHOP";
  return chosen ?? null;
}

/** `today` is the tenant's: the form and the server each give theirs. */
export function postContentSchema({ today }: { today: string }) {
  return (
    z
      .object({
        type: z.enum(POST_TYPES),
        title: boundedText({ min: POST_LIMITS.titleMin, max: POST_LIMITS.summaryMax }),
        secondTitle: optionalText(POST_LIMITS.subtitleMax),
        thirdTitle: optionalText(POST_LIMITS.subtitleMax),
        description: boundedText({ min: POST_LIMITS.descriptionMin, max: POST_LIMITS.summaryMax }),
        secondDescription: optionalText(POST_LIMITS.summaryMax),
        imageIds: z
          .array(z.string().refine(isUuid, "invalidImage"))
          .max(POST_LIMITS.images, "tooManyImages")
          .default([]),
        validFrom: z.preprocess(blankToNull, wallTime.nullable().optional()),
        validTo: z.preprocess(blankToNull, wallTime.nullable().optional()),
        redeemOnlineUrl: optionalUrl,
        url: optionalUrl,
        couponCode: optionalText(POST_LIMITS.couponMax),
        termsConditions: optionalText(POST_LIMITS.termsMax),
        actionType: z.preprocess(blankToNull, z.enum(POST_ACTION_TYPES).nullable().optional()),
        utmValue: z.preprocess(
          blankToNull,
          z
            .string()
            .trim()
            .max(POST_LIMITS.utmMax, "utmInvalid")
            .regex(UTM_VALUE, "utmInvalid")
            .nullable()
            .optional(),
        ),
      })
      // Runs even when a field failed, so the form shows every rule broken at once; fields that
      // failed may hold anything, hence the checks of what each value is.
      .superRefine(
        (post, ctx) => {
          const issue = (path: string, message: string) =>
            ctx.addIssue({ code: "custom", message, path: [path] });
          const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
          const dated = SCHEDULED_TYPES.includes(post.type);
          if (dated) {
            if (text(post.title).length > POST_LIMITS.eventTitleMax)
              issue("title", "eventTitleTooLong");
            if (!post.validFrom) issue("validFrom", "dateRequired");
            if (!post.validTo) issue("validTo", "dateRequired");
          }
          const from = text(post.validFrom);
          const to = text(post.validTo);
          if (isWallTime(from) && from.slice(0, 10) < today) issue("validFrom", "fromBeforeToday");
          if (isWallTime(from) && isWallTime(to) && from > to) issue("validFrom", "fromAfterTo");
          const action = impliedAction(post.type, post.actionType);
          if (action && action !== "CALL" && !text(post.url)) issue("url", "urlRequired");
          if (
            post.type !== "OFFER" &&
            (text(post.couponCode) || text(post.redeemOnlineUrl) || text(post.termsConditions))
          )
            issue("couponCode", "offerOnly");
          const parts = {
            type: post.type,
            title: text(post.title),
            secondTitle: text(post.secondTitle),
            thirdTitle: text(post.thirdTitle),
            description: text(post.description),
            secondDescription: text(post.secondDescription),
          };
          if (composeSummary(parts).length > POST_LIMITS.summaryMax)
            issue("description", "summaryTooLong");
        },
        { when: () => true },
      )
      .transform((post) => ({ ...post, actionType: impliedAction(post.type, post.actionType) }))
  );
}

export type PostContentValues = z.output<ReturnType<typeof postContentSchema>>;

type SummaryParts = Pick<
  PostContentValues,
  "type" | "title" | "secondTitle" | "thirdTitle" | "description" | "secondDescription"
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

/** `publishAt` is a quarter hour of the tenant's zone, not in the past. */
export const postPlanSchema = z
  .object({
    mode: z.enum(["DRAFT", "SCHEDULE", "NOW"]),
    publishAt: z.coerce.date().nullable().optional(),
    recurrence: z.enum(POST_RECURRENCES).nullable().optional(),
    repeatUntil: z.preprocess(
      blankToNull,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, "invalidDate")
        .nullable()
        .optional(),
    ),
  })
  .superRefine((plan, ctx) => {
    if (plan.mode === "SCHEDULE" && !plan.publishAt)
      ctx.addIssue({ code: "custom", message: "publishAtRequired", path: ["publishAt"] });
    if (plan.recurrence && !plan.repeatUntil)
      ctx.addIssue({ code: "custom", message: "repeatUntilRequired", path: ["repeatUntil"] });
  });

export type PostPlanValues = z.output<typeof postPlanSchema>;

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
