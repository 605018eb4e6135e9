import { z } from "zod";
import { MAX_LENGTH } from "@/lib/constants";
import { boundedText } from "@/lib/validation/bounded-text";
import { REVIEW_LIMITS } from "./limits";

// The rules of replies, templates and automatic replies (spec §5: a reply is at most 400
// characters), shared by the forms and the resolvers. Messages are keys of the shared
// "validation" namespace (tooShort / tooLong) or of "reviews.validation".

export const replyCommentSchema = boundedText({ min: 1, max: MAX_LENGTH.reviewReply });

export const templateInputSchema = z.object({
  name: boundedText({ min: REVIEW_LIMITS.templateName.min, max: REVIEW_LIMITS.templateName.max }),
  // A template's text is sent as a reply once its variables are filled in: the same limit.
  body: boundedText({ min: 1, max: MAX_LENGTH.reviewReply }),
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
