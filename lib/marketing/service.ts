import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import {
  extractJobs,
  extractRaw,
  extractRows,
  locations,
  workspaceLocations,
} from "@/lib/db/schema";
import { enqueueJobItems, retryFailedItems } from "@/lib/jobs/engine";
import { hasLinkedMapsAccount } from "@/lib/reviews/queries/sync";
import { requestedWorkspace } from "@/lib/workspaces/selection";
import { destinationReady } from "./connectors";
import type { ExtractItemPayload } from "./extraction";
import { EXTRACT_JOB_KIND } from "./job-kinds";
import type { LaterStep } from "./pipeline";
import { getExtractJob, type ExtractJobRow } from "./queries";
import { openStep } from "./steps";
import type { ExtractJobValues } from "./schema";
import { RETRYABLE_STATUSES, type ExtractStatus } from "./statuses";

export class ExtractInputError extends Error {
  constructor(
    readonly path: string,
    readonly code: string,
  ) {
    super(code);
    this.name = "ExtractInputError";
  }
}

type Tx = Db;

async function jobStores(db: Db, tenantId: string, input: ExtractJobValues): Promise<string[]> {
  const conditions = [eq(locations.tenantId, tenantId), eq(locations.verified, "COMPLETED")];
  // Another tenant's workspace or an unknown one: WorkspaceNotFoundError, never every store.
  const workspace = await requestedWorkspace(db, { tenantId, requestedId: input.workspaceId });
  if (input.storeIds) conditions.push(inArray(locations.id, input.storeIds));
  else if (workspace && !workspace.isDefault) {
    conditions.push(
      inArray(
        locations.id,
        db
          .select({ id: workspaceLocations.locationId })
          .from(workspaceLocations)
          .where(
            and(
              eq(workspaceLocations.workspaceId, workspace.id),
              eq(workspaceLocations.tenantId, tenantId),
            ),
          ),
      ),
    );
  }
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(...conditions))
    .orderBy(locations.locationName, locations.id);
  return rows.map((row) => row.id);
}

async function queueExtraction(
  tx: Tx,
  queue: PgBoss,
  job: ExtractJobRow,
  storeIds: string[],
  userId?: string | null,
) {
  const { jobId } = await enqueueJobItems(tx, queue, {
    tenantId: job.tenantId,
    kind: EXTRACT_JOB_KIND,
    userId,
    // The store rides in the payload: a read must not make the store's edits wait.
    items: storeIds.map((locationId) => ({
      locationId: null,
      payload: {
        phase: "EXTRACT",
        extractJobId: job.id,
        locationId,
        metrics: job.metrics as never,
        range: { start: job.dateFrom, end: job.dateTo },
      } satisfies ExtractItemPayload,
    })),
  });
  await tx.update(extractJobs).set({ engineJobId: jobId }).where(eq(extractJobs.id, job.id));
  return jobId;
}

/** One transaction: either both exist and the job will run, or nothing was written. */
export async function createExtractJob(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, input }: { tenantId: string; userId: string | null; input: ExtractJobValues },
): Promise<ExtractJobRow> {
  if (!(await destinationReady(db, { tenantId, type: input.destination })))
    throw new ExtractInputError("destination", "DESTINATION_NOT_READY");
  if (!(await hasLinkedMapsAccount(db, { tenantId })))
    throw new ExtractInputError("", "MAPS_NOT_LINKED");
  const storeIds = await jobStores(db, tenantId, input);
  if (storeIds.length === 0) throw new ExtractInputError("storeIds", "NO_STORES");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [job] = await tx
      .insert(extractJobs)
      .values({
        tenantId,
        createdBy: userId,
        status: "PENDING" satisfies ExtractStatus,
        metrics: input.metrics,
        workspaceId: input.workspaceId ?? null,
        locationIds: input.storeIds ?? null,
        dateFrom: input.dateFrom,
        dateTo: input.dateTo,
        destination: input.destination,
      })
      .returning();
    const engineJobId = await queueExtraction(tx, queue, job!, storeIds, userId);
    return { ...job!, engineJobId };
  });
}

function failedStep(job: ExtractJobRow) {
  for (let i = job.steps.length - 1; i >= 0; i--)
    if (job.steps[i]!.error) return job.steps[i]!.step;
  return "EXTRACTION";
}

/** Only the stores that failed, when extraction did. NOT_RETRYABLE unless the job failed. */
export async function retryExtractJob(
  db: Db,
  queue: PgBoss,
  {
    tenantId,
    id,
    userId,
    fromStart = false,
  }: { tenantId: string; id: string; userId: string | null; fromStart?: boolean },
): Promise<ExtractJobRow | null> {
  const job = await getExtractJob(db, { tenantId, id });
  if (!job) return null;
  if (!RETRYABLE_STATUSES.includes(job.status as ExtractStatus))
    throw new ExtractInputError("id", "NOT_RETRYABLE");
  const step = fromStart ? "EXTRACTION" : failedStep(job);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .update(extractJobs)
      .set({ attempts: sql`${extractJobs.attempts} + 1`, error: null, finishedAt: null })
      .where(and(eq(extractJobs.id, job.id), eq(extractJobs.tenantId, tenantId)));
    if (step === "EXTRACTION") {
      const retried =
        !fromStart && job.engineJobId
          ? await retryFailedItems(tx, queue, { tenantId, jobId: job.engineJobId })
          : 0;
      if (retried === 0) {
        await tx.delete(extractRaw).where(eq(extractRaw.jobId, job.id));
        await tx
          .delete(extractRows)
          .where(and(eq(extractRows.jobId, job.id), eq(extractRows.tenantId, tenantId)));
        const storeIds = await jobStores(tx, tenantId, {
          ...job,
          metrics: job.metrics as never,
          storeIds: job.locationIds ?? undefined,
          workspaceId: job.workspaceId ?? undefined,
          destination: job.destination as never,
        });
        if (storeIds.length === 0) throw new ExtractInputError("storeIds", "NO_STORES");
        await queueExtraction(tx, queue, job, storeIds, userId);
      }
      await openStep(tx, job.id, "EXTRACTION", "EXTRACTION_PROCESSING");
      return;
    }
    // A later step: a one-item engine job whose end runs the steps from there on.
    const { jobId } = await enqueueJobItems(tx, queue, {
      tenantId,
      kind: EXTRACT_JOB_KIND,
      userId,
      items: [
        {
          locationId: null,
          payload: { phase: "RESUME", extractJobId: job.id, from: step as LaterStep },
        },
      ],
    });
    await tx
      .update(extractJobs)
      .set({
        engineJobId: jobId,
        status: step === "TRANSFORMATION" ? "EXTRACTION_DONE" : "TRANSFORMATION_DONE",
      })
      .where(eq(extractJobs.id, job.id));
  });
  return getExtractJob(db, { tenantId, id });
}
