import "server-only";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { jobItems, locations, reviews, type ReviewRow } from "@/lib/db/schema";
import type { ReviewRecord, ReviewReplyJobRecord } from "../types";

/** Read in the same statement as the row, so neither a page nor one review costs more. */
export const reviewRecordColumns = {
  row: getTableColumns(reviews),
  location: { id: locations.id, title: locations.locationName, locality: locations.locality },
  replyJob: {
    itemId: jobItems.id,
    jobId: jobItems.jobId,
    status: jobItems.status,
    comment: sql<string | null>`${jobItems.payload} ->> 'comment'`,
    error: jobItems.error,
    errorDetail: jobItems.errorDetail,
    updatedAt: jobItems.updatedAt,
  },
};

export type RecordSelection = {
  row: ReviewRow;
  location: { id: string; title: string; locality: string | null };
  replyJob: {
    itemId: string | null;
    jobId: string | null;
    status: ReviewReplyJobRecord["status"] | null;
    comment: string | null;
    error: string | null;
    errorDetail: string | null;
    updatedAt: Date | null;
  };
};

export function toReviewRecord(found: RecordSelection): ReviewRecord {
  // Drizzle reads a left join's columns as null when the joined row is absent.
  const job = found.replyJob as RecordSelection["replyJob"] | null;
  const replyJob: ReviewReplyJobRecord | null =
    job?.itemId && job.jobId && job.status && job.updatedAt
      ? {
          jobId: job.jobId,
          status: job.status,
          comment: job.comment,
          error: job.error,
          errorDetail: job.errorDetail,
          updatedAt: job.updatedAt,
        }
      : null;
  return { ...found.row, location: found.location, replyJob };
}

/** The joins of a ReviewRecord; the job item is also held to the tenant. */
const jobJoin = and(
  eq(jobItems.id, reviews.replyJobItemId),
  eq(jobItems.tenantId, reviews.tenantId),
);
export const withRecordJoins = (query: PgSelect) =>
  query.innerJoin(locations, eq(locations.id, reviews.locationId)).leftJoin(jobItems, jobJoin);

const idSchema = z.uuid();

/** Null for an unknown id, another tenant's review, or an id that is not a uuid. */
export async function getReviewRecord(
  db: Db,
  input: { tenantId: string; id: string },
): Promise<ReviewRecord | null> {
  if (!idSchema.safeParse(input.id).success) return null;
  const [found] = await db
    .select(reviewRecordColumns)
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .leftJoin(jobItems, jobJoin)
    .where(and(eq(reviews.tenantId, input.tenantId), eq(reviews.id, input.id)))
    .limit(1);
  return found ? toReviewRecord(found as RecordSelection) : null;
}
