import { z } from "zod";
import { boundedText } from "@/lib/validation/bounded-text";
import { isDay } from "@/lib/reviews/day-range";
import {
  DEFAULT_TOPIC_PERIOD,
  normalizedKeywords,
  TOPIC_KEY_PATTERN,
  TOPIC_LIMITS,
  TOPIC_PERIODS,
} from "./rules";
import { TOPIC_SENTIMENTS } from "./topics";

// Messages are keys of the shared "validation" namespace or of "reviewTopics.validation".

export const topicKeySchema = z.string().regex(TOPIC_KEY_PATTERN, "unknownTopic");

const keywords = z
  .array(boundedText(TOPIC_LIMITS.keyword, { singleLine: true }))
  .max(TOPIC_LIMITS.keywordsPerLanguage, "tooManyKeywords")
  .transform(normalizedKeywords);

/** A tenant's own topic: its names and the words that find it, in Spanish and English. */
export const tenantTopicSchema = z
  .object({
    /** Absent for a new topic. */
    id: z.uuid("invalidId").optional(),
    nameEs: boundedText(TOPIC_LIMITS.name, { singleLine: true }),
    nameEn: boundedText(TOPIC_LIMITS.name, { singleLine: true }),
    keywordsEs: keywords,
    keywordsEn: keywords,
  })
  .superRefine((topic, ctx) => {
    if (topic.keywordsEs.length + topic.keywordsEn.length === 0)
      ctx.addIssue({ code: "custom", message: "keywordRequired", path: ["keywordsEs"] });
  });
export type TenantTopicInput = z.input<typeof tenantTopicSchema>;
export type TenantTopicValues = z.output<typeof tenantTopicSchema>;

/** Which stores the topics view counts: the selected workspace's, one city of it, or one store. */
export const reviewTopicFilterSchema = z.object({
  /** The selected workspace; the default one or none keeps every store. */
  workspaceId: z.string().max(100, "invalidId").optional(),
  city: boundedText({ min: 1, max: 100 }, { singleLine: true }).optional(),
  locationId: z.uuid("invalidId").optional(),
  days: z
    .number()
    .int()
    .refine((days) => (TOPIC_PERIODS as readonly number[]).includes(days), "invalidPeriod")
    .default(DEFAULT_TOPIC_PERIOD),
  /** The period's last day (YYYY-MM-DD, UTC); today by default. */
  to: z.string().refine(isDay, "invalidDate").optional(),
});
export type ReviewTopicFilterInput = z.input<typeof reviewTopicFilterSchema>;
export type ReviewTopicFilter = z.output<typeof reviewTopicFilterSchema>;

export const TOPIC_BREAKDOWNS = ["STORE", "CITY"] as const;
export type TopicBreakdownBy = (typeof TOPIC_BREAKDOWNS)[number];

export const topicBreakdownSchema = z.object({
  topic: topicKeySchema,
  by: z.enum(TOPIC_BREAKDOWNS),
  filter: reviewTopicFilterSchema.default({ days: DEFAULT_TOPIC_PERIOD }),
  limit: z
    .number()
    .int()
    .min(1, "invalidLimit")
    .max(TOPIC_LIMITS.breakdownPage.max, "invalidLimit")
    .default(TOPIC_LIMITS.breakdownPage.default),
  offset: z.number().int().min(0, "invalidOffset").max(10_000, "invalidOffset").default(0),
});
export type TopicBreakdownInput = z.output<typeof topicBreakdownSchema>;

export const topicSentimentSchema = z.enum(TOPIC_SENTIMENTS);

/** Keywords as a person types them: separated by commas or lines. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((word) => word.trim())
    .filter(Boolean);
}

const keywordText = z
  .string()
  .max(5_000, "tooManyKeywords")
  .transform(splitKeywords)
  .pipe(keywords);

/** The topic form: the same rules, the keywords typed as text. Its output is the mutation's input. */
export const tenantTopicFormSchema = z
  .object({
    nameEs: boundedText(TOPIC_LIMITS.name, { singleLine: true }),
    nameEn: boundedText(TOPIC_LIMITS.name, { singleLine: true }),
    keywordsEs: keywordText,
    keywordsEn: keywordText,
  })
  .superRefine((topic, ctx) => {
    if (topic.keywordsEs.length + topic.keywordsEn.length === 0)
      ctx.addIssue({ code: "custom", message: "keywordRequired", path: ["keywordsEs"] });
  });
export type TenantTopicFormValues = z.input<typeof tenantTopicFormSchema>;
