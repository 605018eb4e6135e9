// Questions and answers (spec §1 faq): the limits forms and the server share. Pure, without zod
// (schema.ts builds the server's schemas on it).

export const QANDA_LIMITS = {
  /** The Q&A API refused an answer longer than 4096 characters. */
  answer: { min: 1, max: 4096 },
  /**
   * An owner FAQ's question: a short line a customer would ask. The API took up to 4096
   * characters; a question that long reads as a description, so the product keeps it to 300.
   */
  faqQuestion: { min: 10, max: 300 },
  /** An FAQ's answer goes through the same answer call as any other: the API's 4096 characters. */
  faqAnswer: { min: 1, max: 4096 },
  /** Questions answered alike at once (a page of the list at most, twice over). */
  answerMany: 200,
  /** Stores one FAQ is posted to. */
  faqStores: 1_000,
  /** The text search's words. */
  search: { min: 2, max: 100 },
  /** Store ids a list filter may name. */
  filterStores: 200,
} as const;

/** The day Google turned the Q&A API off: no question can be read or answered there since. */
export const QANDA_RETIRED_ON = "2025-11-03";

export const QUESTION_ANSWERED = ["ANSWERED", "UNANSWERED"] as const;
export type QuestionAnswered = (typeof QUESTION_ANSWERED)[number];

/** The create-FAQ form's values: the store choice is the shared StoreTargetField's. */
export type FaqFormValues = {
  question: string;
  answer: string;
  target: "workspace" | "stores" | null;
  stores: { id: string; title: string }[];
  workspaceId: string | null;
};

/** The form's values as the API's FaqInput. */
export function faqFormInput(values: FaqFormValues) {
  const stores = values.target === "stores";
  return {
    question: values.question,
    answer: values.answer,
    locationIds: stores ? values.stores.map((store) => store.id) : [],
    workspaceId: stores ? null : values.workspaceId,
  };
}

/** Where an issue of the API's input shows on the form. */
export function faqFormField(path: string): keyof FaqFormValues | null {
  if (path === "question" || path === "answer") return path;
  if (path.startsWith("locationIds") || path === "workspaceId") return "stores";
  return null;
}
