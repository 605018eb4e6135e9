import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db/client";
import type { Reviewer, StarRating } from "@/lib/maps/types";
import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";
import { requireAdminKey } from "../admin-auth";
import { invalidArgument, json, notFound, readJsonObject } from "../http";
import { loadLocation } from "../location-access";
import { publishNotification } from "../notifications/publisher";
import { avatarUrl } from "../oauth/claims";
import { parseReviewId, reviewIdFor } from "../reviews/review-ids";
import {
  deleteReview,
  findReview,
  nowIso,
  reviewResource,
  saveReview,
} from "../reviews/review-store";
import { STAR_RATINGS } from "../reviews/seeded-reviews";
import type { SimStoredReview } from "../schema";

const MAX_COMMENT = 4096;

function readStars(raw: unknown, required: boolean): StarRating | undefined {
  if (raw === undefined && !required) return undefined;
  if (typeof raw === "number" && Number.isInteger(raw) && raw >= 1 && raw <= 5)
    return STAR_RATINGS[raw - 1];
  if (typeof raw === "string" && (STAR_RATINGS as readonly string[]).includes(raw))
    return raw as StarRating;
  throw invalidArgument("starRating", "ONE..FIVE or 1..5");
}

function readComment(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  if (typeof raw !== "string" || raw.length > MAX_COMMENT)
    throw invalidArgument("comment", "Must be a string");
  return raw.trim() || undefined;
}

function readReviewer(raw: unknown): Reviewer | undefined {
  if (raw === undefined) return undefined;
  if (!raw || typeof raw !== "object") throw invalidArgument("reviewer", "Must be an object");
  const { displayName, isAnonymous } = raw as Record<string, unknown>;
  if (isAnonymous === true) return { displayName: ANONYMOUS_REVIEWER, isAnonymous: true };
  if (typeof displayName !== "string" || !displayName.trim() || displayName.length > 100)
    throw invalidArgument("reviewer.displayName", "Field is required");
  const name = displayName.trim();
  return { profilePhotoUrl: avatarUrl(name), displayName: name, isAnonymous: false };
}

export async function adminCreateReview(request: Request): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const locationId =
    typeof body.location === "string" ? body.location.replace(/^locations\//, "") : "";
  if (!/^\d{1,30}$/.test(locationId))
    throw invalidArgument("location", "Invalid location resource name");
  const starRating = readStars(body.starRating, true)!;
  const comment = readComment(body.comment);
  const reviewer = readReviewer(body.reviewer) ?? readReviewer({ displayName: "Sim Customer" })!;
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const now = nowIso();
  const review: SimStoredReview = {
    reviewId: reviewIdFor(location.id, `n${randomBytes(8).toString("hex")}`),
    reviewer,
    starRating,
    ...(comment ? { comment } : {}),
    createTime: now,
    updateTime: now,
  };
  await saveReview(db, location.id, review);
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "NEW_REVIEW",
    reviewId: review.reviewId,
  });
  return json(reviewResource(location, review));
}

async function adminReview(reviewId: string) {
  const parsed = parseReviewId(reviewId);
  if (!parsed) throw notFound();
  const db = await getDb();
  const location = await loadLocation(db, parsed.locationId).catch(() => {
    throw notFound();
  });
  const review = await findReview(db, location, reviewId);
  if (!review) throw notFound();
  return { db, location, review };
}

export async function adminUpdateReview(request: Request, reviewId: string): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const starRating = readStars(body.starRating, false);
  const reviewer = readReviewer(body.reviewer);
  const comment = "comment" in body ? readComment(body.comment) : undefined;
  const { db, location, review } = await adminReview(reviewId);
  const { comment: oldComment, ...rest } = review;
  const keepComment = "comment" in body ? comment : oldComment;
  const updated: SimStoredReview = {
    ...rest,
    ...(starRating ? { starRating } : {}),
    ...(reviewer ? { reviewer } : {}),
    ...(keepComment ? { comment: keepComment } : {}),
    updateTime: nowIso(),
  };
  await saveReview(db, location.id, updated);
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "UPDATED_REVIEW",
    reviewId: updated.reviewId,
  });
  return json(reviewResource(location, updated));
}

// From then on the v4 API answers 404 for it and leaves it out of every list.
export async function adminDeleteReview(request: Request, reviewId: string): Promise<Response> {
  requireAdminKey(request);
  const { db, location, review } = await adminReview(reviewId);
  await deleteReview(db, location.id, review);
  return json({});
}
