import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/list-query";
import { jobItems, locations, questions, searchFold, workspaceLocations } from "@/lib/db/schema";
import type { QuestionFilter } from "./schema";

// The stored questions of a tenant's stores (import.ts and the answer jobs keep them), paged and
// filtered in SQL; every read names the tenant.

export type QuestionWorkspace = { id: string; isDefault: boolean };

const columns = {
  id: questions.id,
  tenantId: questions.tenantId,
  locationId: questions.locationId,
  storeName: locations.locationName,
  googleId: questions.googleId,
  text: questions.text,
  authorName: questions.authorName,
  authorType: questions.authorType,
  createTime: questions.createTime,
  updateTime: questions.updateTime,
  totalAnswerCount: questions.totalAnswerCount,
  topAnswer: questions.topAnswer,
  ownerAnswer: questions.ownerAnswer,
  ownerAnswerTime: questions.ownerAnswerTime,
  answerJobStatus: jobItems.status,
  answerJobError: jobItems.error,
};

export type QuestionRecord = NonNullable<Awaited<ReturnType<typeof getQuestion>>>;

/** The filter's conditions; the tenant's is always among them. */
export function questionConditions(
  tenantId: string,
  filter: QuestionFilter,
  workspace?: QuestionWorkspace,
): (SQL | undefined)[] {
  const text = filter.text?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  return [
    eq(questions.tenantId, tenantId),
    filter.locationIds?.length ? inArray(questions.locationId, filter.locationIds) : undefined,
    filter.answered === "ANSWERED" ? isNotNull(questions.ownerAnswer) : undefined,
    filter.answered === "UNANSWERED" ? isNull(questions.ownerAnswer) : undefined,
    pattern
      ? or(
          sql`${searchFold(questions.text)} like ${searchFold(pattern)}`,
          sql`${searchFold(sql`coalesce(${questions.ownerAnswer}, '')`)} like ${searchFold(pattern)}`,
        )
      : undefined,
    workspace && !workspace.isDefault
      ? sql`${questions.locationId} in (select ${workspaceLocations.locationId} from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${workspace.id})`
      : undefined,
  ];
}

function selectRecords(db: Db) {
  return db
    .select(columns)
    .from(questions)
    .innerJoin(
      locations,
      and(eq(locations.id, questions.locationId), eq(locations.tenantId, questions.tenantId)),
    )
    .leftJoin(jobItems, eq(jobItems.id, questions.answerJobItemId));
}

/** One page of the tenant's questions, newest first, with how many match. */
export async function listQuestions(
  db: Db,
  input: {
    tenantId: string;
    filter: QuestionFilter;
    workspace?: QuestionWorkspace;
    limit: number;
    offset: number;
  },
) {
  const where = and(...questionConditions(input.tenantId, input.filter, input.workspace));
  const [items, [counted]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(questions.createTime), desc(questions.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { total: counted?.n ?? 0, items };
}

export async function getQuestion(db: Db, { tenantId, id }: { tenantId: string; id: string }) {
  const [row] = await selectRecords(db)
    .where(and(eq(questions.id, id), eq(questions.tenantId, tenantId)))
    .limit(1);
  return row ?? null;
}

/** The ids of the tenant's questions a filter matches (at most `max`), for answering alike. */
export async function matchingQuestionIds(
  db: Db,
  input: { tenantId: string; filter: QuestionFilter; workspace?: QuestionWorkspace; max: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(...questionConditions(input.tenantId, input.filter, input.workspace)))
    .orderBy(desc(questions.createTime), desc(questions.id))
    .limit(input.max);
  return rows.map((row) => row.id);
}
