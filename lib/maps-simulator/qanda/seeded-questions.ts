import type { Answer, Question } from "@/lib/maps/types";
import { drawFrom, hash32 } from "../ids";
import { FIRST_NAMES, LAST_INITIALS, type Lang } from "../reviews/review-text";
import { QUESTIONS } from "./qanda-text";

const DAY_MS = 86_400_000;

export type QuestionSeedInput = {
  id: string;
  languageCode: string;
  published: boolean;
  anchor: Date;
  accountName: string;
};

export type SeededQuestion = {
  question: Omit<Question, "topAnswers" | "totalAnswerCount">;
  answers: Answer[];
  merchantAnswer?: Answer;
};

export function questionIdFor(locationId: string, index: number): string {
  return `CiQ${index}x${hash32(`question:${locationId}:${index}`).toString(36)}`;
}

export function questionIndex(locationId: string, questionId: string): number | null {
  const match = /^CiQ(\d{1,3})x[0-9a-z]{1,8}$/.exec(questionId);
  if (!match) return null;
  const index = Number(match[1]);
  return questionIdFor(locationId, index) === questionId ? index : null;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export function merchantAuthor(accountName: string) {
  return { displayName: accountName, type: "MERCHANT" as const };
}

export function seededQuestions(input: QuestionSeedInput): SeededQuestion[] {
  if (!input.published) return [];
  const lang: Lang = input.languageCode === "en" ? "en" : "es";
  const pool = QUESTIONS[lang];
  const locationDraw = drawFrom(`questions:${input.id}`);
  const count = locationDraw.int(0, pool.length);
  const start = locationDraw.int(0, pool.length - 1);
  const anchor = input.anchor.getTime();
  return Array.from({ length: count }, (_, index) => {
    const draw = drawFrom(`question:${input.id}:${index}`);
    const id = questionIdFor(input.id, index);
    const name = `locations/${input.id}/questions/${id}`;
    const fixture = pool[(start + index) % pool.length]!;
    const created = anchor - draw.int(1, 540) * DAY_MS - draw.int(0, 86_399) * 1000;
    const person = () => ({
      displayName: `${draw.pick(FIRST_NAMES[lang])} ${draw.pick([...LAST_INITIALS])}.`,
      type: draw.chance(0.3) ? ("LOCAL_GUIDE" as const) : ("REGULAR_USER" as const),
    });
    const answers: Answer[] = fixture.a.slice(0, draw.int(0, fixture.a.length)).map((text, j) => {
      const at = iso(Math.min(anchor, created + draw.int(1, 60) * DAY_MS));
      return {
        name: `${name}/answers/${id}a${j}`,
        author: person(),
        upvoteCount: draw.int(0, 12),
        text,
        createTime: at,
        updateTime: at,
      };
    });
    const ownerAt = iso(Math.min(anchor, created + draw.int(1, 5) * DAY_MS));
    const merchantAnswer: Answer | undefined = draw.chance(0.4)
      ? {
          name: `${name}/answers/${id}m`,
          author: merchantAuthor(input.accountName),
          upvoteCount: 0,
          text: fixture.owner,
          createTime: ownerAt,
          updateTime: ownerAt,
        }
      : undefined;
    return {
      question: {
        name,
        author: person(),
        upvoteCount: draw.int(0, 30),
        text: fixture.q,
        createTime: iso(created),
        updateTime: iso(created),
      },
      answers,
      merchantAnswer,
    };
  });
}
