import { z } from "zod";
import { boundedText } from "@/lib/validation/bounded-text";
import { isUuid } from "@/lib/validation/ids";
import { webUrl } from "@/lib/validation/web-url";
import {
  composeSummary,
  impliedAction,
  POST_ACTION_TYPES,
  POST_LIMITS,
  POST_RECURRENCES,
  POST_TYPES,
  SCHEDULED_TYPES,
} from "./options";
import { isWallTime } from "./time";

// The post's content and plan as the post form and the API check them. The types, limits and
// helpers they check against live without zod in lib/posts/options.ts.

const UTM_VALUE = /^[A-Za-z0-9_-]+$/;

const optionalText = (max: number) =>
  z.preprocess(blankToNull, boundedText({ max }).nullable().optional());
const optionalUrl = z.preprocess(blankToNull, webUrl.nullable().optional());
const wallTime = z.string().refine(isWallTime, "invalidDate");

function blankToNull(value: unknown) {
  return typeof value === "string" && value.trim() === "" ? null : value;
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
