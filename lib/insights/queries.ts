import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  sql,
  type Column,
} from "drizzle-orm";
import { FIRST_LOGIN_METRIC_STORES } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { dailyMetrics, locations, questions, reviews } from "@/lib/db/schema";
import { DAILY_METRICS } from "@/lib/maps/types";
import { CALLS_METRIC, DIRECTIONS_METRIC, WEBSITE_METRIC } from "./income";
import { comparisonRanges, metricsImportRange, type DayRange } from "./period";

/** `locationIds` null: every store of the tenant. */
export type HomeScope = { tenantId: string; locationIds: string[] | null };

// Selected ids are re-checked against the tenant; a lead sees the first FIRST_LOGIN_METRIC_STORES
// (spec §9). The whole tenant is not listed: 10,000 ids bound into each of the home's statements
// cost more than the statements themselves.
export async function homeScope(
  db: Db,
  {
    tenantId,
    isLead,
    selection,
  }: { tenantId: string; isLead: boolean; selection?: string[] | null },
): Promise<HomeScope> {
  if (selection && selection.length === 0) return { tenantId, locationIds: [] };
  if (!selection && !isLead) return { tenantId, locationIds: null };
  const where = and(
    eq(locations.tenantId, tenantId),
    selection ? inArray(locations.id, selection) : undefined,
  );
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(where)
    .orderBy(asc(locations.locationName), asc(locations.id))
    .limit(isLead ? FIRST_LOGIN_METRIC_STORES : 100_000);
  return { tenantId, locationIds: rows.map((row) => row.id) };
}

const isEmpty = (scope: HomeScope) => scope.locationIds?.length === 0;
const inScope = (column: Column, scope: HomeScope) =>
  scope.locationIds ? inArray(column, scope.locationIds) : undefined;

export type HomeMetrics = {
  reviews: { rating: number | null; total: number; answered: number };
  faq: { totalQ: number; answeredQ: number };
};

export async function reviewMetrics(db: Db, scope: HomeScope): Promise<HomeMetrics["reviews"]> {
  if (isEmpty(scope)) return { rating: null, total: 0, answered: 0 };
  const [r] = await db
    .select({
      rating: sql<string | null>`avg(${reviews.starRating})`,
      total: count(),
      answered: count(reviews.replyComment),
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.tenantId, scope.tenantId),
        inScope(reviews.locationId, scope),
        // A review deleted on the maps service is kept in the inbox's history, not in the numbers.
        isNull(reviews.removedAt),
      ),
    );
  return {
    rating: r?.rating === null || r?.rating === undefined ? null : Number(r.rating),
    total: r?.total ?? 0,
    answered: r?.answered ?? 0,
  };
}

export async function questionMetrics(db: Db, scope: HomeScope): Promise<HomeMetrics["faq"]> {
  if (isEmpty(scope)) return { totalQ: 0, answeredQ: 0 };
  const [q] = await db
    .select({
      totalQ: count(),
      answeredQ: sql<number>`count(*) filter (where ${questions.totalAnswerCount} > 0)`,
    })
    .from(questions)
    .where(and(eq(questions.tenantId, scope.tenantId), inScope(questions.locationId, scope)));
  return { totalQ: q?.totalQ ?? 0, answeredQ: Number(q?.answeredQ ?? 0) };
}

export function homeRanges(now: Date = new Date()) {
  return comparisonRanges(metricsImportRange(now));
}

const inRange = (range: DayRange) =>
  and(gte(dailyMetrics.day, range.start), lte(dailyMetrics.day, range.end));

export type LocationMetric = { metric: string; totalValue: number; totalPrevious: number };

export async function locationMetrics(
  db: Db,
  scope: HomeScope,
  now: Date = new Date(),
): Promise<LocationMetric[]> {
  const { current, previous } = homeRanges(now);
  const totals = new Map<string, LocationMetric>(
    DAILY_METRICS.map((metric) => [metric, { metric, totalValue: 0, totalPrevious: 0 }]),
  );
  if (!isEmpty(scope)) {
    const rows = await db
      .select({
        metric: dailyMetrics.metric,
        current: sql<string>`coalesce(sum(${dailyMetrics.value}) filter (where ${dailyMetrics.day} >= ${current.start}), 0)`,
        previous: sql<string>`coalesce(sum(${dailyMetrics.value}) filter (where ${dailyMetrics.day} <= ${previous.end}), 0)`,
      })
      .from(dailyMetrics)
      .where(
        and(
          eq(dailyMetrics.tenantId, scope.tenantId),
          inScope(dailyMetrics.locationId, scope),
          inRange({ start: previous.start, end: current.end }),
        ),
      )
      .groupBy(dailyMetrics.metric);
    for (const row of rows)
      totals.set(row.metric, {
        metric: row.metric,
        totalValue: Number(row.current),
        totalPrevious: Number(row.previous),
      });
  }
  return [...totals.values()];
}

export type TopLocation = {
  _id: string;
  id: string;
  locationName: string;
  addressLines: string[];
  locality: string | null;
  insights: { indications: number; phone: number; web: number };
};

const ACTION_METRICS = [DIRECTIONS_METRIC, CALLS_METRIC, WEBSITE_METRIC];

export async function topLocations(
  db: Db,
  scope: HomeScope,
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<TopLocation[]> {
  if (isEmpty(scope)) return [];
  const { current } = homeRanges(now);
  const sumOf = (metric: string) =>
    sql<string>`coalesce(sum(${dailyMetrics.value}) filter (where ${dailyMetrics.metric} = ${metric}), 0)`;
  const actions = sql<string>`coalesce(sum(${dailyMetrics.value}), 0)`;
  const rows = await db
    .select({
      _id: locations.id,
      id: locations.googleId,
      locationName: locations.locationName,
      addressLines: locations.addressLines,
      locality: locations.locality,
      indications: sumOf(DIRECTIONS_METRIC),
      phone: sumOf(CALLS_METRIC),
      web: sumOf(WEBSITE_METRIC),
      actions,
    })
    .from(locations)
    .leftJoin(
      dailyMetrics,
      and(
        eq(dailyMetrics.locationId, locations.id),
        eq(dailyMetrics.tenantId, scope.tenantId),
        // Only the summed metrics: the join then reads 3 of the 11 metrics' rows by primary key.
        inArray(dailyMetrics.metric, ACTION_METRICS),
        inRange(current),
      ),
    )
    .where(and(eq(locations.tenantId, scope.tenantId), inScope(locations.id, scope)))
    .groupBy(locations.id)
    .having(gt(actions, sql`0`))
    .orderBy(desc(actions), asc(locations.locationName))
    .limit(limit);
  return rows.map((row) => ({
    _id: row._id,
    id: row.id,
    locationName: row.locationName,
    addressLines: row.addressLines,
    locality: row.locality,
    insights: {
      indications: Number(row.indications),
      phone: Number(row.phone),
      web: Number(row.web),
    },
  }));
}
