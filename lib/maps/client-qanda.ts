import "server-only";
import { locationResource } from "./resource-names";
import type { Transport } from "./transport";
import type { Answer, ListAnswersResponse, ListQuestionsResponse, Question } from "./types";

export const MAX_QUESTIONS_PAGE_SIZE = 10;

export type ListQuestionsOptions = {
  pageSize?: number;
  pageToken?: string;
  /** 1..10 answers per question (default 1). */
  answersPerQuestion?: number;
  orderBy?: "updateTime desc" | "updateTime" | "upvoteCount desc" | "upvoteCount";
  /** "ignore_answered=true": only questions the business has not answered. */
  filter?: string;
};

function questionResource(questionName: string): string {
  if (!/^locations\/[^/]+\/questions\/[^/]+$/.test(questionName))
    throw new TypeError(`Not a question resource name: ${questionName}`);
  return questionName;
}

export function qandaApi(t: Transport) {
  const api = {
    listQuestions(location: string, options: ListQuestionsOptions = {}) {
      return t.get<ListQuestionsResponse>(
        "mybusinessqanda",
        `v1/${locationResource(location)}/questions`,
        options,
      );
    },

    listAllQuestions(
      location: string,
      options: Omit<ListQuestionsOptions, "pageSize" | "pageToken"> = {},
    ): Promise<Question[]> {
      return t.collectPages(async (pageToken) => {
        const page = await api.listQuestions(location, {
          ...options,
          pageSize: MAX_QUESTIONS_PAGE_SIZE,
          pageToken,
        });
        return { items: page.questions ?? [], next: page.nextPageToken };
      });
    },

    /** questions.create: a question the business asks on its own profile (an owner FAQ). */
    createQuestion(location: string, text: string) {
      return t.send<Question>(
        "POST",
        "mybusinessqanda",
        `v1/${locationResource(location)}/questions`,
        {
          text,
        },
      );
    },

    listAnswers(questionName: string, options: { pageSize?: number; pageToken?: string } = {}) {
      return t.get<ListAnswersResponse>(
        "mybusinessqanda",
        `v1/${questionResource(questionName)}/answers`,
        options,
      );
    },

    upsertAnswer(questionName: string, text: string) {
      questionResource(questionName);
      return t.send<Answer>("POST", "mybusinessqanda", `v1/${questionName}/answers:upsert`, {
        answer: { text },
      });
    },
  };
  return api;
}
