import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { extractRaw, jobItems, locations } from "@/lib/db/schema";
import type { JobFinishedHandler } from "@/lib/jobs/outcomes";
import type { ExtractItemPayload } from "./extraction";
import { loadIntoPostgres } from "./export-schema";
import { copyBigQueryToSql, loadIntoBigQuery } from "./load-bigquery";
import { loadIntoCsvStorage } from "./load-csv";
import { getExtractJobByEngineJob, type ExtractJobRow } from "./queries";
import { closeStep, openStep, setExtractStatus } from "./steps";
import type { ConnectorType, ExtractStepName } from "./statuses";
import { transformExtract } from "./transform";

/** A step after extraction that a run starts from (a retry resumes at the failed one). */
export type LaterStep = Exclude<ExtractStepName, "EXTRACTION">;
const ORDER: LaterStep[] = ["TRANSFORMATION", "LOAD", "BQ2SQL"];

const LOADERS: Record<ConnectorType, typeof loadIntoPostgres> = {
  POSTGRESQL: loadIntoPostgres,
  BIGQUERY: loadIntoBigQuery,
  CSV_STORAGE: loadIntoCsvStorage,
};

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** The first failure ends the job in Fail (BQ2SQL Fail for the copy back). */
export async function runLaterSteps(
  db: Db,
  job: ExtractJobRow,
  from: LaterStep = "TRANSFORMATION",
) {
  const ids = { tenantId: job.tenantId, jobId: job.id };
  const destination = job.destination as ConnectorType;
  const runs = (step: LaterStep) => ORDER.indexOf(step) >= ORDER.indexOf(from);
  let current: LaterStep = from;
  try {
    if (runs("TRANSFORMATION")) {
      current = "TRANSFORMATION";
      await openStep(db, job.id, "TRANSFORMATION", "TRANSFORMATION_PROCESSING");
      const rows = await transformExtract(db, { ...ids, metrics: job.metrics });
      await closeStep(db, job.id, "TRANSFORMATION", "TRANSFORMATION_DONE", { rows });
    }
    if (runs("LOAD")) {
      current = "LOAD";
      await openStep(db, job.id, "LOAD", "TRANSFORMATION_DONE");
      const rows = await LOADERS[destination](db, ids);
      await closeStep(
        db,
        job.id,
        "LOAD",
        destination === "BIGQUERY" ? "TRANSFORMATION_DONE" : "DONE",
        {
          rows,
        },
      );
    }
    if (destination === "BIGQUERY") {
      current = "BQ2SQL";
      await openStep(db, job.id, "BQ2SQL", "BQ2SQL_PROCESSING");
      const rows = await copyBigQueryToSql(db, ids);
      await closeStep(db, job.id, "BQ2SQL", "BQ2SQL_DONE", { rows });
      await setExtractStatus(db, job.id, "DONE");
    }
  } catch (error) {
    const status = current === "BQ2SQL" ? "BQ2SQL_FAIL" : "FAIL";
    await closeStep(db, job.id, current, status, { error: message(error) });
  }
}

async function extractionFailures(db: Db, engineJobId: string, tenantId: string) {
  const rows = await db
    .select({
      name: locations.locationName,
      error: jobItems.error,
      detail: jobItems.errorDetail,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobItems)
    .leftJoin(
      locations,
      and(
        eq(locations.id, sql`(${jobItems.payload}->>'locationId')::uuid`),
        eq(locations.tenantId, tenantId),
      ),
    )
    .where(
      and(
        eq(jobItems.jobId, engineJobId),
        eq(jobItems.tenantId, tenantId),
        eq(jobItems.status, "FAILED"),
      ),
    )
    .orderBy(locations.locationName)
    .limit(3);
  if (rows.length === 0) return null;
  const named = rows.map(
    (row) => `${row.name ?? "?"}: ${row.error}${row.detail ? ` (${row.detail})` : ""}`,
  );
  const more = rows[0]!.total - rows.length;
  return `${named.join("; ")}${more > 0 ? ` (+${more})` : ""}`;
}

export const extractJobFinished: JobFinishedHandler = async ({ db, tenantId, jobId }) => {
  const job = await getExtractJobByEngineJob(db, { tenantId, engineJobId: jobId });
  if (!job) return;
  try {
    const [first] = await db
      .select({ payload: jobItems.payload })
      .from(jobItems)
      .where(eq(jobItems.jobId, jobId))
      .limit(1);
    const payload = first?.payload as ExtractItemPayload | undefined;
    if (payload?.phase === "RESUME") return await runLaterSteps(db, job, payload.from);
    const failures = await extractionFailures(db, jobId, tenantId);
    const [raw] = await db
      .select({ n: count() })
      .from(extractRaw)
      .where(eq(extractRaw.jobId, job.id));
    if (failures) {
      await closeStep(db, job.id, "EXTRACTION", "FAIL", { rows: raw?.n ?? 0, error: failures });
      return;
    }
    await closeStep(db, job.id, "EXTRACTION", "EXTRACTION_DONE", { rows: raw?.n ?? 0 });
    await runLaterSteps(db, job, "TRANSFORMATION");
  } catch (error) {
    // Nothing may escape: the engine would not call this again, and the job would stay running.
    await closeStep(db, job.id, "EXTRACTION", "FAIL", { error: message(error) }).catch(() => {});
  }
};
