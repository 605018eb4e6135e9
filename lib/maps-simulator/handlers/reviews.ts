import "server-only";
import { getDb } from "@/lib/db/client";
import type {
  BatchGetReviewsResponse,
  ListReviewsResponse,
  ReviewOrder,
  ReviewReply,
} from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { moderationDelayMs } from "../config";
import { invalidArgument, json, notFound, readJsonObject } from "../http";
import { requireCallerLocation, requireCallerLocations } from "../location-access";
import { publishNotification } from "../notifications/publisher";
import {
  averageRating,
  findReview,
  locationReviews,
  nowIso,
  reviewResource,
  reviewsOfLocations,
  saveReview,
  sortReviews,
} from "../reviews/review-store";

const PAGE = { default: 50, max: 50 };
const ORDERS: readonly ReviewOrder[] = ["updateTime desc", "rating", "rating desc"];
const MAX_REPLY = 4096;

function parseOrder(raw: unknown): ReviewOrder {
  if (raw === null || raw === undefined || raw === "") return "updateTime desc";
  const order = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
  if (!(ORDERS as readonly string[]).includes(order))
    throw invalidArgument("order_by", `Supported: ${ORDERS.join(", ")}`);
  return order as ReviewOrder;
}

export async function listReviews(request: Request, accountId: string, locationId: string) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const order = parseOrder(params.get("orderBy"));
  const location = await requireCallerLocation(db, caller, locationId, accountId);
  const query = `reviews|${locationId}|${order}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const all = sortReviews(await locationReviews(db, location), order);
  const body: ListReviewsResponse = {};
  const page = all.slice(offset, offset + pageSize);
  if (page.length) body.reviews = page.map((review) => reviewResource(location, review));
  if (all.length) {
    body.averageRating = averageRating(all);
    body.totalReviewCount = all.length;
  }
  const next = nextPageToken(offset, pageSize, all.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

async function callerReview(
  request: Request,
  accountId: string,
  locationId: string,
  reviewId: string,
) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const location = await requireCallerLocation(db, caller, locationId, accountId);
  const review = await findReview(db, location, reviewId);
  if (!review) throw notFound();
  return { db, location, review };
}

export async function getReview(
  request: Request,
  accountId: string,
  locationId: string,
  reviewId: string,
) {
  const { location, review } = await callerReview(request, accountId, locationId, reviewId);
  return json(reviewResource(location, review));
}

export async function putReply(
  request: Request,
  accountId: string,
  locationId: string,
  reviewId: string,
) {
  const body = await readJsonObject(request);
  const comment = typeof body.comment === "string" ? body.comment.trim() : "";
  if (!comment) throw invalidArgument("comment", "Field is required");
  if (comment.length > MAX_REPLY)
    throw invalidArgument("comment", `At most ${MAX_REPLY} characters`);
  const { db, location, review } = await callerReview(request, accountId, locationId, reviewId);
  const reviewReply = { comment, updateTime: nowIso() };
  await saveReview(db, location.id, { ...review, reviewReply });
  // Moderation starts now: the answer always reads PENDING; later reads tell how it ended, and
  // the account hears of the outcome then.
  publishNotification(
    db,
    {
      accountId: location.accountId,
      locationId: location.id,
      type: "UPDATED_REVIEW",
      reviewId: review.reviewId,
    },
    { delayMs: moderationDelayMs() },
  );
  const answer: ReviewReply = { ...reviewReply, reviewReplyState: "PENDING" };
  return json(answer);
}

export async function deleteReply(
  request: Request,
  accountId: string,
  locationId: string,
  reviewId: string,
) {
  const { db, location, review } = await callerReview(request, accountId, locationId, reviewId);
  if (review.reviewReply) {
    const withoutReply = { ...review };
    delete withoutReply.reviewReply;
    await saveReview(db, location.id, withoutReply);
  }
  return json({});
}

const LOCATION_NAME = /^accounts\/(\d{1,20})\/locations\/(\d{1,30})$/;

// Three queries in all, so a sync paging through a batch costs the same per page whatever the
// batch.
export async function batchGetReviews(request: Request, accountId: string) {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const body = await readJsonObject(request);
  const names = body.locationNames;
  if (!Array.isArray(names) || names.length === 0 || names.length > 50)
    throw invalidArgument("location_names", "Between 1 and 50 location names");
  const pageSize = parsePageSize(body.pageSize == null ? null : String(body.pageSize), PAGE);
  const order = parseOrder(body.orderBy);
  const unique = [...new Set(names)];
  const ids = unique.map((name) => {
    const match = typeof name === "string" ? LOCATION_NAME.exec(name) : null;
    if (!match || match[1] !== accountId)
      throw invalidArgument("location_names", "Invalid location name");
    return match[2]!;
  });
  const locations = await requireCallerLocations(db, caller, ids, accountId);
  const now = Date.now();
  const byLocation = await reviewsOfLocations(db, locations, now);
  const ratingOnly = body.ignoreRatingOnlyReviews === true;
  const owner = new Map<string, (typeof locations)[number]>();
  const all = locations.flatMap((location) =>
    byLocation.get(location.id)!.filter((review) => {
      owner.set(review.reviewId, location);
      return !(ratingOnly && !review.comment);
    }),
  );
  const sorted = sortReviews(all, order);
  const query = `batch|${accountId}|${unique.join(",")}|${order}|${ratingOnly}`;
  const offset = decodePageToken(typeof body.pageToken === "string" ? body.pageToken : null, query);
  const response: BatchGetReviewsResponse = {};
  const page = sorted.slice(offset, offset + pageSize);
  if (page.length)
    response.locationReviews = page.map((review) => {
      const location = owner.get(review.reviewId)!;
      return {
        name: `accounts/${accountId}/locations/${location.id}`,
        review: reviewResource(location, review, now),
      };
    });
  const next = nextPageToken(offset, pageSize, sorted.length, query);
  if (next) response.nextPageToken = next;
  return json(response);
}
