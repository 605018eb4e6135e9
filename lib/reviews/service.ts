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

/** The maps service has no API for reports, so this records what the user did in its own tool.
 * APPROVED or REJECTED is a report's outcome, so it needs one (from REPORTED, or switching between
 * the two); clearing and REPORTED are always allowed. A removed review keeps this too: an approved
 * report is often why the service removed it. */
function canMove(current: string | null, next: ReviewReportStatus | null): boolean {
  if (next === null || next === "REPORTED") return true;
  return current !== null;
}

/** Setting the status it already has changes nothing and notifies nobody. */
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
