import "server-only";
import { and, asc, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { defineListQuery, type ListPage } from "@/lib/db/list-query";
import {
  jobItems,
  locations,
  reviewCounts,
  reviewLocationCounts,
  reviews,
  reviewWorkspaceCounts,
  workspaceLocations,
  type ReviewRow,
} from "@/lib/db/schema";
import { dayStart } from "./day-range";
import { REVIEW_LIMITS } from "./limits";
import type { ListReviewsParams, ReviewFilter } from "./schema";
import { prefixQuery, SEARCH_CONFIG, searchWords } from "./text-search";
import type { ReviewRecord, ReviewReplyJobRecord } from "./types";

/**
 * The columns of a ReviewRecord: the review, its store and its latest reply job, read in the same
 * statement as the row (left join on the job item) so neither a page nor one review costs more.
 */
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

type RecordSelection = {
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
const withRecordJoins = (query: PgSelect) =>
  query.innerJoin(locations, eq(locations.id, reviews.locationId)).leftJoin(jobItems, jobJoin);

const idSchema = z.uuid();

/**
 * One of the tenant's reviews with its store and latest reply job, in one statement; null for an
 * unknown id, another tenant's review, or an id that is not a uuid.
 */
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

/**
 * The inbox on the shared list query. Its filters are the module's own conditions (lists of
 * allowed values, not the data table's text filters), so the allowlists stay empty; the sorts
 * read the (tenant, update_time, id) and (tenant, star_rating, update_time, id) indexes.
 */
const reviewList = defineListQuery({
  table: reviews,
  tenantColumn: reviews.tenantId,
  idColumn: reviews.id,
  filterColumns: {},
  sortColumns: { updateTime: reviews.updateTime, rating: reviews.starRating },
});

/** A workspace whose stores the inbox keeps; the default one stands for every store. */
export type ReviewWorkspace = { id: string; isDefault: boolean };

/** `column` is one of `values` (no condition for an empty list: a facet with nothing ticked). */
const anyOf = (column: PgColumn, values: readonly (string | number)[] | undefined, type: string) =>
  values?.length ? sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])` : undefined;

/**
 * `locationId` is one of the workspace's stores. An uncorrelated IN lets the planner hash the
 * workspace's stores once; a correlated EXISTS probed them once per counted row.
 */
const inStoresOf = (workspaceId: string, locationId: PgColumn) =>
  sql`${locationId} in (select ${workspaceLocations.locationId} from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${workspaceId})`;

function inWorkspace(workspace: ReviewWorkspace | undefined): SQL | undefined {
  if (!workspace || workspace.isDefault) return undefined;
  return inStoresOf(workspace.id, reviews.locationId);
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Every word of `text` begins a word of the comment, the reply or the reviewer's name (see
 * text-search.ts); a text without a word matches nothing.
 */
function textCondition(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const words = searchWords(text);
  if (words.length === 0) return sql`false`;
  // reviews.search is generated by the database and left out of the Drizzle schema, so that
  // reading a review never carries its words.
  const query = prefixQuery(words);
  return sql`${reviews}.search @@ to_tsquery(${SEARCH_CONFIG}::regconfig, ${query})`;
}

/** The filter's conditions on the reviews table, ANDed with the tenant by the list query. */
export function reviewConditions(filter: ReviewFilter, workspace?: ReviewWorkspace) {
  const answered = {
    ANSWERED: isNotNull(reviews.replyComment),
    UNANSWERED: isNull(reviews.replyComment),
  };
  return [
    filter.includeRemoved ? undefined : isNull(reviews.removedAt),
    anyOf(reviews.locationId, filter.locationIds, "uuid"),
    anyOf(reviews.id, filter.ids, "uuid"),
    anyOf(reviews.googleId, filter.names, "text"),
    anyOf(reviews.starRating, filter.ratings, "int"),
    filter.answered ? answered[filter.answered] : undefined,
    anyOf(reviews.sentiment, filter.sentiments, "text"),
    anyOf(reviews.replyState, filter.replyStates, "text"),
    anyOf(reviews.reportStatus, filter.reported, "text"),
    filter.from
      ? sql`${reviews.updateTime} >= ${instant(dayStart(filter.from, filter.timeZone))}`
      : undefined,
    filter.to
      ? sql`${reviews.updateTime} < ${instant(dayStart(filter.to, filter.timeZone, 1))}`
      : undefined,
    textCondition(filter.text),
    filter.withComment === undefined
      ? undefined
      : filter.withComment
        ? isNotNull(reviews.comment)
        : isNull(reviews.comment),
    inWorkspace(workspace),
  ];
}

/** Facets only review_counts keeps (rating, sentiment, reply state, report, comment). */
const byTenantFacets = (filter: ReviewFilter) =>
  Boolean(
    filter.ratings?.length ||
    filter.sentiments?.length ||
    filter.replyStates?.length ||
    filter.reported?.length ||
    filter.withComment !== undefined,
  );

/** The facet conditions on a facet counter table (review_counts or review_workspace_counts). */
function facetCounts(
  counts: typeof reviewCounts | typeof reviewWorkspaceCounts,
  filter: ReviewFilter,
) {
  return [
    filter.includeRemoved ? undefined : eq(counts.removed, false),
    anyOf(counts.starRating, filter.ratings, "int"),
    filter.answered ? eq(counts.answered, filter.answered === "ANSWERED") : undefined,
    anyOf(counts.sentiment, filter.sentiments, "text"),
    anyOf(counts.replyState, filter.replyStates, "text"),
    anyOf(counts.reportStatus, filter.reported, "text"),
    filter.withComment === undefined ? undefined : eq(counts.withComment, filter.withComment),
  ];
}

/**
 * The total read from the trigger-kept counters instead of counting the reviews: review_counts for
 * the tenant's facets, review_workspace_counts for a workspace's (a few hundred rows either way);
 * review_location_counts (a few rows per store) for a list of stores' reviews, answered or not.
 * Undefined when the filter names reviews, days or text, or mixes stores with other facets: the
 * list query then counts the matching reviews.
 */
function counterTotal(
  tenantId: string,
  filter: ReviewFilter,
  workspace: ReviewWorkspace | undefined,
): SQL<number> | undefined {
  if (filter.ids?.length || filter.names?.length || filter.from || filter.to || filter.text)
    return undefined;
  const sum = (counts: PgTable & { count: PgColumn }, where: SQL | undefined) =>
    sql<number>`(select coalesce(sum(${counts.count}), 0)::int from ${counts} where ${where})`;
  const ofWorkspace = workspace && !workspace.isDefault;
  if (!filter.locationIds?.length) {
    if (!ofWorkspace)
      return sum(
        reviewCounts,
        and(eq(reviewCounts.tenantId, tenantId), ...facetCounts(reviewCounts, filter)),
      );
    const counts = reviewWorkspaceCounts;
    return sum(
      counts,
      and(
        eq(counts.workspaceId, workspace.id),
        eq(counts.tenantId, tenantId),
        ...facetCounts(counts, filter),
      ),
    );
  }
  if (byTenantFacets(filter)) return undefined;
  const counts = reviewLocationCounts;
  return sum(
    counts,
    and(
      eq(counts.tenantId, tenantId),
      filter.includeRemoved ? undefined : eq(counts.removed, false),
      filter.answered ? eq(counts.answered, filter.answered === "ANSWERED") : undefined,
      anyOf(counts.locationId, filter.locationIds, "uuid"),
      ofWorkspace ? inStoresOf(workspace.id, counts.locationId) : undefined,
    ),
  );
}

/**
 * By update time, or by rating and then update time, ending in the id so paging never repeats a
 * row; all one direction, as the (tenant, star_rating, update_time, id) index reads: the best
 * first and the newest of them first, or the worst first and the oldest of them first (the
 * queue order of an inbox worked through from its worst reviews).
 */
function reviewOrder(sort: ListReviewsParams["sort"]): SQL[] {
  const direction = sort.direction === "desc" ? desc : asc;
  const columns =
    sort.by === "updateTime"
      ? [reviews.updateTime, reviews.id]
      : [reviews.starRating, reviews.updateTime, reviews.id];
  return columns.map((column) => direction(column));
}

/**
 * One page of the tenant's reviews, each with its store and latest reply job, and the total
 * matching, in one SQL statement (a second only for a page past the end). `params` comes parsed
 * by listReviewsSchema; `workspace` keeps that workspace's stores. With `withTotal: false` the
 * count is left out (total 0): counting thousands of matches costs more than the page.
 */
export async function listReviews(
  db: Db,
  input: ListReviewsParams & {
    tenantId: string;
    workspace?: ReviewWorkspace;
    withTotal?: boolean;
  },
): Promise<ListPage<ReviewRecord>> {
  const { tenantId, filter, sort, limit, offset, workspace, withTotal = true } = input;
  return reviewList.joinedPage(
    db,
    {
      tenantId,
      params: { filters: [], sortBy: sort.by, sortDirection: sort.direction, limit, offset },
      conditions: reviewConditions(filter, workspace),
      orderBy: reviewOrder(sort),
      total: withTotal ? counterTotal(tenantId, filter, workspace) : sql<number>`0`,
      // No counter knows a text's matches: count them, up to the cap.
      totalCap: filter.text ? REVIEW_LIMITS.textTotalCap : undefined,
    },
    {
      columns: reviewRecordColumns,
      join: withRecordJoins,
      toItem: (found) => toReviewRecord(found as RecordSelection),
    },
  );
}
