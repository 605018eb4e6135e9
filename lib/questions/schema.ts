import { z } from "zod";
import { boundedText } from "@/lib/validation/bounded-text";
import { pageSchema } from "@/lib/validation/paging";
import { QANDA_LIMITS, QUESTION_ANSWERED, faqFormInput, type FaqFormValues } from "./rules";

// Questions as the forms and the API send them. Errors are message keys (faq.validation.*, and
// the shared validation.* for lengths), on the field at fault.

const id = z.uuid({ message: "invalidId" });

export const answerTextSchema = boundedText(QANDA_LIMITS.answer);

export const answerQuestionSchema = z.object({ questionId: id, text: answerTextSchema });

export const questionFilterSchema = z.object({
  workspaceId: id.nullish(),
  locationIds: z.array(id).max(QANDA_LIMITS.filterStores, { message: "tooMany" }).nullish(),
  answered: z.enum(QUESTION_ANSWERED).nullish(),
  text: boundedText(QANDA_LIMITS.search).nullish(),
});
export type QuestionFilter = z.output<typeof questionFilterSchema>;

export const questionsListSchema = pageSchema.extend({
  filter: questionFilterSchema.nullish().transform((filter) => filter ?? {}),
});

/** Many questions answered alike: by id, or every one a filter matches but the excluded. */
export const answerQuestionsSchema = z
  .object({
    questionIds: z.array(id).max(QANDA_LIMITS.answerMany, { message: "tooMany" }).default([]),
    filter: questionFilterSchema.nullish(),
    excludedIds: z.array(id).max(QANDA_LIMITS.answerMany).default([]),
    text: answerTextSchema,
  })
  .superRefine((value, ctx) => {
    if (value.questionIds.length === 0 && !value.filter)
      ctx.addIssue({ code: "custom", message: "noQuestions", path: ["questionIds"] });
  });
export type AnswerQuestionsValues = z.output<typeof answerQuestionsSchema>;

export const faqSchema = z
  .object({
    question: boundedText(QANDA_LIMITS.faqQuestion),
    answer: boundedText(QANDA_LIMITS.faqAnswer),
    locationIds: z.array(id).max(QANDA_LIMITS.faqStores, { message: "tooMany" }).default([]),
    /** Every store of this workspace instead of `locationIds`. */
    workspaceId: id.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.locationIds.length === 0 && !value.workspaceId)
      ctx.addIssue({ code: "custom", message: "noStores", path: ["locationIds"] });
  });
export type FaqInput = z.input<typeof faqSchema>;
export type FaqValues = z.output<typeof faqSchema>;

/** The create form's rules: its values made the API's input and checked as the server checks. */
export const faqFormSchema = z
  .custom<FaqFormValues>()
  .transform((values) => faqFormInput(values) as FaqInput)
  .pipe(faqSchema);

/** The answer form's rules (one question or many). */
export const answerFormSchema = z.object({ text: answerTextSchema });
