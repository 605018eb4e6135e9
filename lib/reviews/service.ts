import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { reviews } from "@/lib/db/schema";
import { recordNotifications } from "@/lib/notifications/service";
import { ReviewInputError, ReviewNotFoundError } from "./errors";
import { getReviewRecord } from "./queries/record";
import type { ReviewReportStatus } from "./schema";
import type { ReviewRecord } from "./types";

const idSchema = z.uuid();

const OUTCOME_NOTIFICATION = {
  APPROVED: "REVIEW_APPROVED_REPORTED",
  REJECTED: "REVIEW_REJECTED_REPORTED",
} as const;

/**
 * Whether a review may move from `current` to `next` (spec §4: "Reported review status can be
 * changed"). The maps service has no API for reports, so this records what the user did in its
 * own tool and what came of it:
 * - clearing (null) and REPORTED are always allowed: a first report, an appeal after a rejection,
 *   or undoing a mistake;
 * - APPROVED or REJECTED is the outcome of a report, so it needs one: allowed from REPORTED, and
 *   between the two outcomes to correct a wrong pick, but not on a review never reported.
 * A removed review keeps this too: an approved report is often why the service removed it.
 */
function canMove(current: string | null, next: ReviewReportStatus | null): boolean {
  if (next === null || next === "REPORTED") return true;
  return current !== null;
}

/**
 * Records a review's report status (null clears it) in one transaction; moving to APPROVED or
 * REJECTED raises REVIEW_APPROVED_REPORTED or REVIEW_REJECTED_REPORTED for the tenant. Setting
 * the status it already has changes nothing and notifies nobody. Throws ReviewNotFoundError for
 * an unknown or another tenant's review, ReviewInputError (`status: notReported`) for an outcome
 * of a review never reported. `userId` is the caller, for the audit of who recorded it.
 */
export async function setReviewReport(
  db: Db,
  input: { tenantId: string; userId: string; reviewId: string; status: ReviewReportStatus | null },
): Promise<ReviewRecord> {
  const { tenantId, reviewId, status } = input;
  if (!idSchema.safeParse(reviewId).success) throw new ReviewNotFoundError();
  const ofReview = and(eq(reviews.id, reviewId), eq(reviews.tenantId, tenantId));
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        googleId: reviews.googleId,
        locationId: reviews.locationId,
        reportStatus: reviews.reportStatus,
      })
      .from(reviews)
      .where(ofReview)
      .for("update");
    if (!review) throw new ReviewNotFoundError();
    if (review.reportStatus === status) return;
    if (!canMove(review.reportStatus, status))
      throw new ReviewInputError([{ path: "status", message: "notReported" }]);
    const changedAt = new Date();
    await tx
      .update(reviews)
      .set({ reportStatus: status, reportUpdatedAt: changedAt })
      .where(ofReview);
    if (status === "APPROVED" || status === "REJECTED")
      await recordNotifications(tx, [
        {
          tenantId,
          type: OUTCOME_NOTIFICATION[status],
          subject: review.googleId,
          // Each outcome recorded notifies once, also when it is recorded again after a change.
          dedupeKey: `${status}@${changedAt.toISOString()}`,
          infoUrl: [review.googleId],
          locationId: review.locationId,
        },
      ]);
  });
  const record = await getReviewRecord(db, { tenantId, id: reviewId });
  if (!record) throw new ReviewNotFoundError();
  return record;
}
