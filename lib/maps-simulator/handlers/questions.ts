import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import type {
  Answer,
  ListAnswersResponse,
  ListQuestionsResponse,
  Question,
} from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { invalidArgument, json, notFound, readJsonObject } from "../http";
import { requireCallerLocation, type SimLocationContext } from "../location-access";
import { merchantAuthor, seededQuestions, type SeededQuestion } from "../qanda/seeded-questions";
import { simAnswers, simQuestions } from "../schema";

/** The retired Q&A API served 10 a page by default and at most, and 1 answer each by default. */
const PAGE = { default: 10, max: 10 };
const ANSWERS = { default: 1, max: 10 };
const ORDERS = ["updateTime desc", "updateTime", "upvoteCount desc", "upvoteCount"] as const;
const MAX_ANSWER = 4096;
/** The API's limit on a question's text (the same 4096 characters as an answer's). */
const MAX_QUESTION = 4096;

type Thread = { question: Question; answers: Answer[] };

const iso = (date: Date) => date.toISOString();

/** The questions asked through the API: the business's own FAQs, asked as its merchant. */
async function askedQuestions(db: Db, location: SimLocationContext): Promise<SeededQuestion[]> {
  const rows = await db.select().from(simQuestions).where(eq(simQuestions.locationId, location.id));
  return rows.map((row) => ({
    question: {
      name: `locations/${location.id}/questions/${row.id}`,
      author: merchantAuthor(location.accountName),
      upvoteCount: 0,
      text: row.text,
      createTime: iso(row.createTime),
      updateTime: iso(row.updateTime),
    },
    answers: [],
  }));
}

async function threadsOf(db: Db, location: SimLocationContext): Promise<Thread[]> {
  const stored = await db.select().from(simAnswers).where(eq(simAnswers.locationId, location.id));
  const own = new Map(stored.map((row) => [row.questionId, row]));
  const all = [...seededQuestions({ ...location }), ...(await askedQuestions(db, location))];
  return all.map((seeded: SeededQuestion) => {
    const id = seeded.question.name.split("/").pop()!;
    const row = own.get(id);
    const merchant: Answer | undefined = row
      ? {
          name: `${seeded.question.name}/answers/${id}m`,
          author: merchantAuthor(location.accountName),
          upvoteCount: 0,
          text: row.text,
          createTime: row.createTime.toISOString(),
          updateTime: row.updateTime.toISOString(),
        }
      : seeded.merchantAnswer;
    const others = [...seeded.answers].sort((a, b) => (b.upvoteCount ?? 0) - (a.upvoteCount ?? 0));
    // A question changes when someone answers it.
    const updateTime = [
      seeded.question.updateTime,
      ...(merchant ? [merchant.updateTime] : []),
      ...others.map((a) => a.updateTime),
    ].reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a));
    return {
      question: { ...seeded.question, updateTime },
      answers: merchant ? [merchant, ...others] : others,
    };
  });
}

function sortThreads(threads: Thread[], order: (typeof ORDERS)[number]): Thread[] {
  const [field, direction] = order.split(" ");
  const sign = direction === "desc" ? -1 : 1;
  const key = (t: Thread) =>
    field === "upvoteCount" ? (t.question.upvoteCount ?? 0) : Date.parse(t.question.updateTime);
  return [...threads].sort(
    (a, b) => sign * (key(a) - key(b)) || a.question.name.localeCompare(b.question.name),
  );
}

export async function listQuestions(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const answersPerQuestion = parsePageSize(params.get("answersPerQuestion"), ANSWERS);
  const rawOrder = (params.get("orderBy") ?? "updateTime desc").trim().replace(/\s+/g, " ");
  const order = ORDERS.find((o) => o === rawOrder);
  if (!order) throw invalidArgument("order_by", `Supported: ${ORDERS.join(", ")}`);
  const filter = params.get("filter")?.trim() ?? "";
  if (filter && filter !== "ignore_answered=true")
    throw invalidArgument("filter", "Supported: ignore_answered=true");
  const location = await requireCallerLocation(db, caller, locationId);
  const query = `questions|${locationId}|${order}|${filter}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  let threads = sortThreads(await threadsOf(db, location), order);
  if (filter) threads = threads.filter((t) => !t.answers.some((a) => a.author.type === "MERCHANT"));
  const body: ListQuestionsResponse = {};
  const page = threads.slice(offset, offset + pageSize);
  if (page.length)
    body.questions = page.map(({ question, answers }) => ({
      ...question,
      ...(answers.length
        ? { topAnswers: answers.slice(0, answersPerQuestion), totalAnswerCount: answers.length }
        : {}),
    }));
  if (threads.length) body.totalSize = threads.length;
  const next = nextPageToken(offset, pageSize, threads.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

export async function upsertAnswer(
  request: Request,
  locationId: string,
  questionId: string,
): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const body = await readJsonObject(request);
  const answer = body.answer as Record<string, unknown> | undefined;
  const text =
    answer && typeof answer === "object" && typeof answer.text === "string"
      ? answer.text.trim()
      : "";
  if (!text) throw invalidArgument("answer.text", "Field is required");
  if (text.length > MAX_ANSWER)
    throw invalidArgument("answer.text", `At most ${MAX_ANSWER} characters`);
  const location = await requireCallerLocation(db, caller, locationId);
  const thread = await findThread(db, location, questionId);
  const now = new Date();
  const existing = thread.answers.find((a) => a.author.type === "MERCHANT");
  const createTime = existing ? new Date(existing.createTime) : now;
  await db
    .insert(simAnswers)
    .values({ locationId: location.id, questionId, text, createTime, updateTime: now })
    .onConflictDoUpdate({
      target: [simAnswers.locationId, simAnswers.questionId],
      set: { text, updateTime: now },
    });
  const result: Answer = {
    name: `${thread.question.name}/answers/${questionId}m`,
    author: merchantAuthor(location.accountName),
    upvoteCount: existing?.upvoteCount ?? 0,
    text,
    createTime: createTime.toISOString(),
    updateTime: now.toISOString(),
  };
  return json(result);
}

async function findThread(db: Db, location: SimLocationContext, questionId: string) {
  const name = `locations/${location.id}/questions/${questionId}`;
  const thread = (await threadsOf(db, location)).find((t) => t.question.name === name);
  if (!thread) throw notFound();
  return thread;
}

/** questions.create: the business asks a question of its own (an FAQ), as its merchant. */
export async function createQuestion(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const body = await readJsonObject(request);
  const text = typeof body.text === "string" ? body.text.trim() : "";
  if (!text) throw invalidArgument("text", "Field is required");
  if (text.length > MAX_QUESTION)
    throw invalidArgument("text", `At most ${MAX_QUESTION} characters`);
  const location = await requireCallerLocation(db, caller, locationId);
  const now = new Date();
  const id = `CiF${randomBytes(9).toString("base64url")}`;
  await db
    .insert(simQuestions)
    .values({ id, locationId: location.id, text, createTime: now, updateTime: now });
  const question: Question = {
    name: `locations/${location.id}/questions/${id}`,
    author: merchantAuthor(location.accountName),
    upvoteCount: 0,
    text,
    createTime: iso(now),
    updateTime: iso(now),
  };
  return json(question);
}

/** answers.list: a question's answers, the business's first, then by upvotes. */
export async function listAnswers(
  request: Request,
  locationId: string,
  questionId: string,
): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const location = await requireCallerLocation(db, caller, locationId);
  const { answers } = await findThread(db, location, questionId);
  const query = `answers|${locationId}|${questionId}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const body: ListAnswersResponse = {};
  const page = answers.slice(offset, offset + pageSize);
  if (page.length) body.answers = page;
  if (answers.length) body.totalSize = answers.length;
  const next = nextPageToken(offset, pageSize, answers.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}
