import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { storeEditApprovals } from "@/lib/db/schema";
import { enqueueJob, enqueueJobItems, type NewJob } from "@/lib/jobs/engine";
import { editsNeedApproval, type StoreEditSource } from "./queries";

export type { StoreEditSource };

export type StoreEditRequest = Omit<NewJob, "kind" | "hold"> & {
  kind: "LOCATION_EDIT" | "LOCATION_CREATE";
  source: StoreEditSource;
};

/**
 * Every store edit a user starts goes through here: it becomes a job at once, or, when the tenant
 * requires approval for one of the user's roles (and the user is no ADMIN), a job held until an
 * ADMIN approves it (`held`): its items are written, none is queued, and the held edit's row says
 * where it came from. Either way the answer is the job.
 */
export async function sendStoreEdits(
  db: Db,
  queue: PgBoss,
  { source, ...job }: StoreEditRequest,
): Promise<{ jobId: string; held: boolean }> {
  const held = job.userId
    ? await editsNeedApproval(db, { tenantId: job.tenantId, userId: job.userId })
    : false;
  if (!held) return { jobId: await enqueueJob(db, queue, job), held: false };
  return db.transaction(async (tx) => {
    const { jobId } = await enqueueJobItems(tx as unknown as Db, queue, { ...job, hold: true });
    await tx.insert(storeEditApprovals).values({ jobId, tenantId: job.tenantId, source });
    return { jobId, held: true };
  });
}
