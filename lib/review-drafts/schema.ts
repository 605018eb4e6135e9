import { z } from "zod";
import { MAX_LENGTH } from "@/lib/constants";
import { boundedText } from "@/lib/validation/bounded-text";
import { DRAFT_LIMITS, DRAFT_STATUSES } from "./rules";
import { BRAND_TONES, FORMALITIES } from "./voice-options";

// Messages are keys of the shared "validation" namespace or of "reviewDrafts.validation".

const avoidWord = z.string().trim().min(1, "emptyWord").max(DRAFT_LIMITS.avoidWord, "wordTooLong");

export const brandVoiceSchema = z.object({
  tone: z.enum(BRAND_TONES, "invalidTone"),
  formality: z.enum(FORMALITIES, "invalidFormality"),
  signOff: z.string().trim().max(DRAFT_LIMITS.signOff, "signOffTooLong"),
  avoidWords: z
    .array(avoidWord)
    .max(DRAFT_LIMITS.avoidWords, "tooManyWords")
    .transform((words) => [...new Map(words.map((w) => [w.toLowerCase(), w])).values()]),
  maxLength: z
    .number()
    .int("invalidMaxLength")
    .min(DRAFT_LIMITS.maxLength.min, "invalidMaxLength")
    .max(DRAFT_LIMITS.maxLength.max, "invalidMaxLength"),
});
export type BrandVoiceInput = z.input<typeof brandVoiceSchema>;

/** An edited draft: the reply's limit; the rules are checked when it is approved. */
export const draftTextSchema = boundedText({ min: 1, max: MAX_LENGTH.reviewReply });

export const draftIdsSchema = z
  .array(z.uuid("invalidId"))
  .min(1, "noDrafts")
  .max(DRAFT_LIMITS.decide, "tooManyDrafts");

export const draftListSchema = z.object({
  status: z.enum(DRAFT_STATUSES).default("DRAFT"),
  limit: z.number().int().min(1, "invalidLimit").max(100, "invalidLimit").default(50),
  offset: z.number().int().min(0, "invalidOffset").max(100_000, "invalidOffset").default(0),
});
export type DraftListParams = z.output<typeof draftListSchema>;
