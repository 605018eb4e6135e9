/** A question answered on the maps service: one item per question (apply.ts). */
export const QUESTION_ANSWER = "QUESTION_ANSWER" as const;
/** An owner FAQ (question and answer) posted to a store: one item per store (apply.ts). */
export const FAQ_CREATE = "FAQ_CREATE" as const;
