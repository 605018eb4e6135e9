import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { extractJobs, type ExtractStep } from "@/lib/db/schema";
import type { ExtractStatus, ExtractStepName } from "./statuses";

/** With `from`, only while the job is still in that status: the first parallel extraction item wins. */
export async function openStep(
  db: Db,
  id: string,
  step: ExtractStepName,
  status: ExtractStatus,
  from?: ExtractStatus,
): Promise<boolean> {
  const entry: ExtractStep = { step, startedAt: new Date().toISOString() };
  const rows = await db
    .update(extractJobs)
    .set({
      status,
      error: null,
      updatedAt: new Date(),
      steps: sql`${extractJobs.steps} || ${JSON.stringify([entry])}::jsonb`,
    })
    .where(and(eq(extractJobs.id, id), from ? eq(extractJobs.status, from) : undefined))
    .returning({ id: extractJobs.id });
  return rows.length > 0;
}

export async function closeStep(
  db: Db,
  id: string,
  step: ExtractStepName,
  status: ExtractStatus,
  outcome: { rows?: number; error?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ steps: extractJobs.steps })
      .from(extractJobs)
      .where(eq(extractJobs.id, id))
      .for("update");
    if (!row) return;
    const steps = [...row.steps];
    let index = steps.length - 1;
    while (index >= 0 && (steps[index]!.step !== step || steps[index]!.finishedAt)) index--;
    const finishedAt = new Date().toISOString();
    if (index >= 0) steps[index] = { ...steps[index]!, finishedAt, ...outcome };
    else steps.push({ step, startedAt: finishedAt, finishedAt, ...outcome });
    const ended = status === "DONE" || status === "FAIL" || status === "BQ2SQL_FAIL";
    await tx
      .update(extractJobs)
      .set({
        status,
        steps,
        updatedAt: new Date(),
        ...(outcome.error ? { error: outcome.error } : {}),
        ...(outcome.rows !== undefined && step !== "EXTRACTION" ? { rowCount: outcome.rows } : {}),
        ...(ended ? { finishedAt: new Date() } : {}),
      })
      .where(eq(extractJobs.id, id));
  });
}

export async function setExtractStatus(db: Db, id: string, status: ExtractStatus): Promise<void> {
  await db
    .update(extractJobs)
    .set({
      status,
      updatedAt: new Date(),
      ...(status === "DONE" ? { finishedAt: new Date() } : {}),
    })
    .where(eq(extractJobs.id, id));
}
