import { z } from "zod";
import { MAX_LENGTH, MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";
import { boundedText } from "@/lib/validation/bounded-text";
import {
  columnFilterSchema,
  MAX_FILTERS,
  MAX_OFFSET,
  SORT_DIRECTIONS,
} from "@/lib/validation/list-query";
import { STORE_CHOICE_FILTER_COLUMNS } from "@/lib/validation/locations";
import { TOPIC_KEY_PATTERN } from "@/lib/review-topics/rules";
import { isDay, isTimeZone } from "./day-range";
import { REVIEW_LIMITS } from "./rules";
import { placeholdersIn, unknownPlaceholders } from "./template-vars";

// Messages are keys of the shared "validation" namespace or of "reviews.validation".

// A `{name}` that is not a variable would reach the reviewer as written; the message names no
// placeholder: the form finds it in the text it holds (template-vars.ts).

export const replyCommentSchema = boundedText({ min: 1, max: MAX_LENGTH.reviewReply }).superRefine(
  (value, ctx) => {
    const [placeholder] = placeholdersIn(value);
    if (!placeholder) return;
    const unknown = unknownPlaceholders(value).length > 0;
    ctx.addIssue({
      code: "custom",
      message: unknown ? "unknownPlaceholder" : "unfilledPlaceholder",
    });
  },
);

export const templateInputSchema = z.object({
  name: boundedText({ min: REVIEW_LIMITS.templateName.min, max: REVIEW_LIMITS.templateName.max }),
  // A template's text is sent as a reply once its variables are filled in: the same limit.
  body: boundedText({ min: 1, max: MAX_LENGTH.reviewReply }).superRefine((value, ctx) => {
    if (unknownPlaceholders(value).length > 0)
      ctx.addIssue({ code: "custom", message: "unknownPlaceholder" });
  }),
});
export type TemplateInput = z.output<typeof templateInputSchema>;

export const autoReplyRuleSchema = z.object({
  rating: z.number().int().min(1, "invalidRating").max(5, "invalidRating"),
  withComment: z.boolean(),
  templateIds: z
    .array(z.uuid("unknownTemplate"))
    .min(1, "templateRequired")
    .max(REVIEW_LIMITS.templatesPerRule, "tooManyTemplates"),
});

export const autoReplySettingsSchema = z
  .object({
    enabled: z.boolean(),
    delayMinutes: z
      .number()
      .int()
      .min(REVIEW_LIMITS.autoReplyDelayMinutes.min, "delayOutOfRange")
      .max(REVIEW_LIMITS.autoReplyDelayMinutes.max, "delayOutOfRange"),
    rules: z.array(autoReplyRuleSchema).max(10, "tooManyRules"),
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.rules.forEach((rule, i) => {
      const key = `${rule.rating}:${rule.withComment}`;
      if (seen.has(key))
        ctx.addIssue({ code: "custom", message: "duplicateRule", path: ["rules", i] });
      seen.add(key);
    });
    if (settings.enabled && settings.rules.length === 0)
      ctx.addIssue({ code: "custom", message: "ruleRequired", path: ["rules"] });
  });
export type AutoReplySettingsInput = z.output<typeof autoReplySettingsSchema>;

// Empty lists filter nothing, as a table facet with nothing ticked.

export const REVIEW_SENTIMENTS = ["POSITIVE", "NEUTRAL", "NEGATIVE"] as const;
export const REVIEW_REPLY_STATES = ["PENDING", "APPROVED", "REJECTED"] as const;
export const REVIEW_REPORT_STATUSES = ["REPORTED", "APPROVED", "REJECTED"] as const;
export const REVIEW_SORT_FIELDS = ["updateTime", "rating"] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

const values = <T extends z.ZodType>(item: T, max: number = REVIEW_LIMITS.filterValues) =>
  z.array(item).max(max, "tooManyValues").optional();

const daySchema = z.string().refine(isDay, "invalidDate");

export const reviewFilterSchema = z
  .object({
    locationIds: values(z.uuid("invalidId")),
    ids: values(z.uuid("invalidId")),
    /** Maps-service review names, as notifications pass them in infoUrl. */
    names: values(z.string().trim().min(1, "invalidName").max(500, "invalidName")),
    ratings: values(z.number().int().min(1, "invalidRating").max(5, "invalidRating"), 5),
    answered: z.enum(["ANSWERED", "UNANSWERED"]).optional(),
    sentiments: values(z.enum(REVIEW_SENTIMENTS), REVIEW_SENTIMENTS.length),
    replyStates: values(z.enum(REVIEW_REPLY_STATES), REVIEW_REPLY_STATES.length),
    reported: values(z.enum(REVIEW_REPORT_STATUSES), REVIEW_REPORT_STATUSES.length),
    from: daySchema.optional(),
    to: daySchema.optional(),
    /** The IANA zone whose days `from` and `to` name (the user's); UTC by default. */
    timeZone: z
      .string()
      .max(64, "invalidTimeZone")
      .refine(isTimeZone, "invalidTimeZone")
      .default("UTC"),
    text: boundedText(REVIEW_LIMITS.filterText).optional(),
    withComment: z.boolean().optional(),
    /** The selected workspace; the default one or an unknown id keeps every store. */
    workspaceId: z.string().max(100, "invalidId").optional(),
    includeRemoved: z.boolean().default(false),
    /** Reviews that speak of any of these topics (lib/review-topics)… */
    topics: values(z.string().regex(TOPIC_KEY_PATTERN, "unknownTopic"), 20),
    /** …with this sentiment on it (on any topic when none is named). */
    topicSentiment: z.enum(REVIEW_SENTIMENTS).optional(),
  })
  .superRefine((filter, ctx) => {
    if (filter.from && filter.to && filter.from > filter.to)
      ctx.addIssue({ code: "custom", message: "fromAfterTo", path: ["to"] });
  });
export type ReviewFilterInput = z.input<typeof reviewFilterSchema>;
export type ReviewFilter = z.output<typeof reviewFilterSchema>;

export const listReviewsSchema = z.object({
  filter: reviewFilterSchema.default({ includeRemoved: false, timeZone: "UTC" }),
  sort: z
    .object({ by: z.enum(REVIEW_SORT_FIELDS), direction: z.enum(SORT_DIRECTIONS) })
    .default({ by: "updateTime", direction: "desc" }),
  limit: z
    .number()
    .int()
    .min(1, "invalidLimit")
    .max(MAX_PAGE_SIZE, "invalidLimit")
    .default(PAGE_LIMIT),
  offset: z.number().int().min(0, "invalidOffset").max(MAX_OFFSET, "invalidOffset").default(0),
});
export type ListReviewsInput = z.input<typeof listReviewsSchema>;
export type ListReviewsParams = z.output<typeof listReviewsSchema>;

export const reviewReportSchema = z.enum(REVIEW_REPORT_STATUSES).nullable();

export const reviewLocationsSchema = z.object({
  ids: values(z.uuid("invalidId")),
  search: boundedText(REVIEW_LIMITS.filterText).optional(),
  workspaceId: z.string().max(100, "invalidId").optional(),
  filters: z.array(columnFilterSchema(STORE_CHOICE_FILTER_COLUMNS)).max(MAX_FILTERS).optional(),
  limit: z
    .number()
    .int()
    .min(1, "invalidLimit")
    .max(REVIEW_LIMITS.storeOptions.max, "invalidLimit")
    .default(REVIEW_LIMITS.storeOptions.default),
});
export type ReviewLocationsParams = z.output<typeof reviewLocationsSchema>;
