import "server-only";
import { SYNC_MONTHS } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { questions } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import type { Question } from "@/lib/maps/types";
import {
  excluded,
  monthsBefore,
  runImport,
  tenantImportLocations,
  type ImportLocation,
} from "@/lib/onboarding/imports";

export function questionRow(tenantId: string, locationId: string, question: Question) {
  const top = question.topAnswers?.[0];
  const own = question.topAnswers?.find((answer) => answer.author.type === "MERCHANT");
  return {
    tenantId,
    locationId,
    googleId: question.name,
    text: question.text,
    authorName: question.author?.displayName ?? null,
    authorType: question.author?.type ?? null,
    totalAnswerCount: question.totalAnswerCount ?? question.topAnswers?.length ?? 0,
    topAnswer: top?.text ?? null,
    ownerAnswer: own?.text ?? null,
    ownerAnswerTime: own ? new Date(own.updateTime) : null,
    createTime: new Date(question.createTime),
    updateTime: new Date(question.updateTime),
  };
}

/**
 * One store's questions updated since `since` (all of them when null), stored or refreshed.
 * Answers how many. The initial import and the admin's Q&A sync both read stores through it.
 */
export async function importLocationQuestions(
  db: Db,
  {
    tenantId,
    location,
    client,
    since,
  }: { tenantId: string; location: ImportLocation; client: MapsClient; since: Date | null },
): Promise<number> {
  // Every answer of a question (the API's most), so the business's own is among them.
  const all = await client.listAllQuestions(location.googleId, { answersPerQuestion: 10 });
  const recent = since ? all.filter((question) => new Date(question.updateTime) >= since) : all;
  if (recent.length === 0) return 0;
  await db
    .insert(questions)
    .values(recent.map((question) => questionRow(tenantId, location.id, question)))
    .onConflictDoUpdate({
      target: [questions.tenantId, questions.googleId],
      set: {
        text: excluded("text"),
        totalAnswerCount: excluded("total_answer_count"),
        topAnswer: excluded("top_answer"),
        ownerAnswer: excluded("owner_answer"),
        ownerAnswerTime: excluded("owner_answer_time"),
        updateTime: excluded("update_time"),
        importedAt: new Date(),
      },
    });
  return recent.length;
}

/** setupInitialQA: the last three months of questions (and their answers) of the tenant's stores. */
export async function importTenantQuestions(
  db: Db,
  { tenantId, client, now = new Date() }: { tenantId: string; client: MapsClient; now?: Date },
): Promise<number> {
  return runImport(db, {
    tenantId,
    kind: "qa",
    work: async () => {
      const since = monthsBefore(now, SYNC_MONTHS.qaAndMetrics);
      let total = 0;
      for (const location of await tenantImportLocations(db, { tenantId }))
        total += await importLocationQuestions(db, { tenantId, location, client, since });
      return total;
    },
  });
}
