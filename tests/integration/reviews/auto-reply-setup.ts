// The automatic-reply suites' shared set-up: a two-tenant reviews environment (in-process maps
// simulator, one worker), the queries they ask, and the steps they take: templates created, the
// planned reply of a review read, due times moved by editing due_at (no test waits out a delay).
import { afterAll, beforeAll, expect, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { autoReplies, jobItems } from "@/lib/db/schema";
import { processItem } from "@/lib/jobs/process-item";
import { getQueue } from "@/lib/jobs/runtime";
import { planAutoReplies } from "@/lib/reviews/auto-reply";
import { CreateReviewTemplateMutation } from "@/lib/reviews/operations";
import { setUpReviews, type ReviewsEnv } from "@/tests/integration/helpers/reviews";

export const SETTINGS = `{ autoReplySettings { enabled delayMinutes
  rules { id rating withComment templates { id name } }
  recent { reviewId reviewName reviewer status comment error sentAt } } }`;
export const SAVE = `mutation($input: AutoReplySettingsInput!) {
  updateAutoReplySettings(input: $input) { enabled delayMinutes
    rules { rating withComment templates { name } } } }`;
export const REVIEW = `query($id: ID!) { review(id: $id) { reply { comment automatic } } }`;

// Live bindings: set by the file's beforeAll, read by its tests.
export let env: ReviewsEnv;
export let queue: PgBoss;
/** The templates a suite created, by short name. */
export const templates: Record<string, string> = {};

/** Each suite's own environment, built before its tests and closed after them. */
export function setUpAutoReplies() {
  beforeAll(async () => {
    env = await setUpReviews({ stores: 2, workers: 1 });
    queue = await getQueue();
  }, 90_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await env.close();
  });
}

export async function createTemplate(user: string, name: string, body: string) {
  const { body: answer } = await env.as(user, CreateReviewTemplateMutation, {
    input: { name, body },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data.createReviewTemplate.id as string;
}

/** Tenant A's three templates: two that greet by name, one that names the store. */
export async function createTemplates() {
  templates.thanks = await createTemplate("adminA", "Gracias", "¡Gracias {firstName}!");
  templates.visit = await createTemplate("adminA", "Visita", "Gracias por visitar {storeName}.");
  templates.plain = await createTemplate("adminA", "Simple", "¡Gracias {firstName}!");
}

/** Tenant A's rules, saved by its maps manager: replies on after 5 minutes, two rules. */
export function saveRules() {
  return env.as("gmbA", SAVE, {
    input: {
      enabled: true,
      delayMinutes: 5,
      rules: [
        { rating: 5, withComment: true, templateIds: [templates.thanks, templates.visit] },
        { rating: 5, withComment: false, templateIds: [templates.plain] },
      ],
    },
  });
}

/** Tenant A's templates and rules as the settings suite leaves them. */
export async function switchOnAutoReplies() {
  await createTemplates();
  expect((await saveRules()).body.errors).toBeUndefined();
}

/** The planned reply of a review, with its job item. */
export async function plannedFor(reviewId: string) {
  const [row] = await env.db.select().from(autoReplies).where(eq(autoReplies.reviewId, reviewId));
  if (!row) return { row: undefined, item: undefined };
  const [item] = await env.db
    .select()
    .from(jobItems)
    .where(
      sql`${jobItems.jobId} = ${row.jobId} and ${jobItems.payload} ->> 'autoReplyId' = ${row.id}`,
    );
  return { row, item };
}

/** The simulated clock: the planned reply of the review falls due now. */
export const fallDue = (reviewId: string) =>
  env.db
    .update(autoReplies)
    .set({ dueAt: new Date(Date.now() - 1_000) })
    .where(eq(autoReplies.reviewId, reviewId));

/** A delivery of the item by the queue, as a worker makes it. */
export const deliver = (itemId: string, lastTry = false) =>
  processItem(env.db, queue, { itemId, queueJobId: "manual", lastTry });

export const plan = (reviewIds: string[], now?: Date) =>
  planAutoReplies(env.db, queue, { tenantId: env.f.tenantA, reviewIds, now });
