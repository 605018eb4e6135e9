export type QuestionIssue = { path: string; message: string };

/**
 * A refusal the API turns into a translated error (faq.errors.*): RETIRED when the maps service
 * no longer offers questions, the others about the caller's input. Nothing is written.
 */
export class QuestionsError extends Error {
  constructor(
    readonly code: "NOT_FOUND" | "RETIRED" | "INPUT",
    readonly issues: QuestionIssue[] = [],
  ) {
    super(code === "RETIRED" ? "The maps service no longer offers questions and answers" : code);
    this.name = "QuestionsError";
  }
}
