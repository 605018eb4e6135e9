// Questions and answers end to end on the app's database and the maps simulator (in-process):
// the list reads only the caller's tenant; an answer or an FAQ is a job whose items reach the
// simulator's Q&A API; other tenants, other roles and bad input get nothing and send nothing;
// against Google (which retired the Q&A API) reads still work and every write is refused unsent.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import {
  AnswerQuestionMutation,
  AnswerQuestionsMutation,
  CreateFaqMutation,
  QuestionQuery,
  QuestionsQuery,
} from "@/lib/questions/operations";
import { codeOf } from "@/tests/integration/helpers/store-edits";
import { setUpQuestions, type QuestionsEnv } from "./questions-setup";

let env: QuestionsEnv;

beforeAll(async () => {
  env = await setUpQuestions();
}, 90_000);

afterAll(() => env?.close());

const answerJobs = () => env.countOf("jobs", sql`kind in ('QUESTION_ANSWER', 'FAQ_CREATE')`);

async function firstOfA() {
  const rows = await env.questionsOfA();
  expect(rows.length).toBeGreaterThan(1);
  return rows;
}

describe("questions", () => {
  it("lists only the caller's tenant, paged and filtered in SQL", async () => {
    const rows = await firstOfA();
    const { body } = await env.as("faqA", QuestionsQuery, { limit: 1, offset: 0 });
    expect(body.errors).toBeUndefined();
    expect(body.data.questions.total).toBe(rows.length);
    expect(body.data.questions.items).toHaveLength(1);
    expect(body.data.questions.items[0]).toMatchObject({
      id: rows[0]!.id,
      storeName: expect.any(String),
    });
    expect(body.data.questionsService).toEqual({ available: true, retiredOn: null });

    const unanswered = await env.as("adminA", QuestionsQuery, {
      filter: { answered: "UNANSWERED" },
      limit: 100,
    });
    const expected = rows.filter((row) => row.ownerAnswer === null).length;
    expect(unanswered.body.data.questions.total).toBe(expected);

    const word = rows[0]!.text.split(/\s+/).find((w) => w.length > 4)!;
    const searched = await env.as("faqA", QuestionsQuery, { filter: { text: word }, limit: 100 });
    expect(searched.body.data.questions.items.map((q: { id: string }) => q.id)).toContain(
      rows[0]!.id,
    );

    const ofB = await env.as("faqB", QuestionsQuery, { limit: 100 });
    expect(ofB.body.data.questions.items.map((q: { id: string }) => q.id)).toEqual([
      env.questionOfB,
    ]);
    const crossed = await env.as("adminB", QuestionQuery, { id: rows[0]!.id });
    expect(crossed.body.data.question).toBeNull();
    const byStore = await env.as("adminB", QuestionsQuery, {
      filter: { locationIds: [rows[0]!.locationId] },
    });
    expect(byStore.body.data.questions.total).toBe(0);
  });

  it("refuses users without the faq section", async () => {
    for (const user of ["storeA", "reviewsA"]) {
      const list = await env.as(user, QuestionsQuery, {});
      expect(codeOf(list)).toBe("FORBIDDEN");
      const answer = await env.as(user, AnswerQuestionMutation, {
        questionId: env.questionOfB,
        text: "Hola",
      });
      expect(codeOf(answer)).toBe("FORBIDDEN");
    }
  });

  it("sends an answer to the simulator and keeps it on the question", async () => {
    const [question] = await firstOfA();
    const { body } = await env.as("faqA", AnswerQuestionMutation, {
      questionId: question!.id,
      text: "  Sí, abrimos los domingos de 10 a 14.  ",
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.answerQuestion.count).toBe(1);
    await env.waitForJob(body.data.answerQuestion.jobId);
    const onService = await env.maps.listAllQuestions(question!.googleId.split("/questions/")[0]!, {
      answersPerQuestion: 10,
    });
    const thread = onService.find((q) => q.name === question!.googleId)!;
    const own = thread.topAnswers?.find((a) => a.author.type === "MERCHANT");
    expect(own?.text).toBe("Sí, abrimos los domingos de 10 a 14.");
    const shown = await env.as("faqA", QuestionQuery, { id: question!.id });
    expect(shown.body.data.question).toMatchObject({
      answered: true,
      ownerAnswer: "Sí, abrimos los domingos de 10 a 14.",
      answerJob: null,
    });
  });

  it("answers many alike, and refuses another tenant's question or bad input unsent", async () => {
    const rows = await firstOfA();
    const ids = rows.slice(0, 2).map((row) => row.id);
    const before = await answerJobs();
    const writes = env.qandaWrites();

    const crossed = await env.as("adminB", AnswerQuestionsMutation, {
      questionIds: [ids[0], env.questionOfB],
      text: "Gracias",
    });
    expect(codeOf(crossed)).toBe("NOT_FOUND");
    const tooLong = await env.as("faqA", AnswerQuestionMutation, {
      questionId: ids[0],
      text: "a".repeat(4097),
    });
    expect(codeOf(tooLong)).toBe("BAD_USER_INPUT");
    expect(tooLong.body.errors[0].extensions.issues).toEqual([
      { path: "text", message: "tooLong" },
    ]);
    const blank = await env.as("faqA", AnswerQuestionsMutation, { questionIds: ids, text: "  " });
    expect(codeOf(blank)).toBe("BAD_USER_INPUT");
    expect(await answerJobs()).toBe(before);
    expect(env.qandaWrites()).toBe(writes);

    const { body } = await env.as("faqA", AnswerQuestionsMutation, {
      questionIds: ids,
      text: "¡Gracias por preguntar! Escríbenos y te contamos.",
    });
    expect(body.data.answerQuestions.count).toBe(2);
    await env.waitForJob(body.data.answerQuestions.jobId);
    const after = await env.questionsOfA();
    for (const id of ids)
      expect(after.find((row) => row.id === id)?.ownerAnswer).toBe(
        "¡Gracias por preguntar! Escríbenos y te contamos.",
      );
  });

  it("posts an FAQ to two stores: asked and answered there as the business", async () => {
    const stores = env.f.locationsA.slice(0, 2);
    const { body } = await env.as("faqA", CreateFaqMutation, {
      input: {
        question: "¿Aceptan reservas para grupos de más de 12 personas?",
        answer: "Sí, dentro de la ciudad y sin costo desde $20.000.",
        locationIds: stores,
      },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.createFaq.count).toBe(2);
    await env.waitForJob(body.data.createFaq.jobId);
    for (const store of env.simStores.slice(0, 2)) {
      const asked = await env.maps.listAllQuestions(store, { answersPerQuestion: 10 });
      const faq = asked.find(
        (q) => q.text === "¿Aceptan reservas para grupos de más de 12 personas?",
      );
      expect(faq?.author.type).toBe("MERCHANT");
      expect(faq?.topAnswers?.[0]?.text).toBe("Sí, dentro de la ciudad y sin costo desde $20.000.");
    }
    const listed = await env.as("faqA", QuestionsQuery, {
      filter: { text: "grupos de más de 12" },
      limit: 10,
    });
    const faqs = listed.body.data.questions.items.filter(
      (q: { text: string }) => q.text === "¿Aceptan reservas para grupos de más de 12 personas?",
    );
    expect(faqs).toHaveLength(2);
    for (const faq of faqs) expect(faq).toMatchObject({ ownerFaq: true, answered: true });

    const crossed = await env.as("adminB", CreateFaqMutation, {
      input: { question: "¿Tienen wifi gratis?", answer: "Sí.", locationIds: stores },
    });
    expect(codeOf(crossed)).toBe("BAD_USER_INPUT");
    expect(crossed.body.errors[0].extensions.issues).toEqual([
      { path: "input.locationIds", message: "unknownLocation" },
    ]);
    const short = await env.as("faqA", CreateFaqMutation, {
      input: { question: "¿Wifi?", answer: "Sí.", locationIds: [] },
    });
    expect(short.body.errors[0].extensions.issues).toEqual(
      expect.arrayContaining([
        { path: "question", message: "tooShort" },
        { path: "locationIds", message: "noStores" },
      ]),
    );
  });

  it("against Google: reads work, writes are refused in the caller's language, nothing is sent", async () => {
    const [question] = await firstOfA();
    const before = await answerJobs();
    const writes = env.qandaWrites();
    vi.stubEnv("MAPS_SERVICE", "google");
    try {
      const list = await env.as("faqA", QuestionsQuery, { limit: 5 });
      expect(list.body.data.questionsService).toEqual({
        available: false,
        retiredOn: "2025-11-03",
      });
      expect(list.body.data.questions.items.length).toBeGreaterThan(0);
      const answer = await env.as(
        "faqA",
        AnswerQuestionMutation,
        { questionId: question!.id, text: "Hola" },
        "es",
      );
      expect(codeOf(answer)).toBe("FORBIDDEN");
      expect(answer.body.errors[0].extensions.reason).toBe("QANDA_RETIRED");
      expect(answer.body.errors[0].message).toMatch(/Google/);
      expect(answer.body.errors[0].message).toMatch(/preguntas/i);
      const many = await env.as("adminA", AnswerQuestionsMutation, {
        questionIds: [question!.id],
        text: "Hola",
      });
      expect(many.body.errors[0].extensions.reason).toBe("QANDA_RETIRED");
      const faq = await env.as("faqA", CreateFaqMutation, {
        input: {
          question: "¿Tienen wifi gratis?",
          answer: "Sí.",
          locationIds: env.f.locationsA.slice(0, 1),
        },
      });
      expect(faq.body.errors[0].extensions.reason).toBe("QANDA_RETIRED");
      expect(faq.body.errors[0].message).toMatch(/no longer/i);
    } finally {
      vi.stubEnv("MAPS_SERVICE", "simulator");
    }
    expect(await answerJobs()).toBe(before);
    expect(env.qandaWrites()).toBe(writes);
  });
});
