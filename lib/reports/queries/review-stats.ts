import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { ReviewStats } from "@/lib/graphql/generated/resolvers";
import { STARS_MAX } from "@/lib/constants";
import { rangeInstants } from "./calendar";
import type { ReportContext } from "./context";
import { bucketStart, bucketStarts, toDateRange } from "../range";
import { num, rowsOf } from "@/lib/db/rows";

type Summary = {
  current: boolean;
  total: unknown;
  rating_sum: unknown;
  replied: unknown;
  average_hours: number | string | null;
  median_hours: number | string | null;
};
type Detail = {
  stars: number | null;
  day: string | null;
  total: unknown;
  rating_sum: unknown;
  replied: unknown;
};

const maybe = (value: number | string | null) => (value == null ? null : Number(value));
const rate = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

/** Reviews deleted on the maps service are left out; reply time is the reply's latest time minus
 * the review's. */
export async function loadReviewStats(db: Db, context: ReportContext): Promise<ReviewStats> {
  const { scope, range, compare, timeZone } = context;
  const cur = rangeInstants(range, timeZone);
  const prev = compare ? rangeInstants(compare, timeZone) : cur;
  const stores = scope.whole ? sql`` : sql`and location_id in (${scope.stores})`;
  const base = sql`
    select star_rating, reply_comment is not null as replied,
      case when reply_comment is not null and reply_update_time is not null
        then greatest(extract(epoch from reply_update_time - create_time), 0) / 3600 end as hours,
      create_time >= ${cur.from} and create_time < ${cur.to} as current,
      (create_time at time zone ${timeZone})::date::text as day
    from reviews
    where tenant_id = ${scope.tenantId} and removed_at is null ${stores}
      and ((create_time >= ${cur.from} and create_time < ${cur.to})
        or (${compare !== null}::boolean and create_time >= ${prev.from} and create_time < ${prev.to}))`;
  const [summaryResult, detailResult] = await Promise.all([
    db.execute(sql`
      with r as (${base})
      select current, count(*) as total, sum(star_rating) as rating_sum,
        count(*) filter (where replied) as replied, avg(hours) as average_hours,
        percentile_cont(0.5) within group (order by hours) as median_hours
      from r group by current`),
    db.execute(sql`
      with r as (${base})
      select star_rating as stars, day, count(*) as total, sum(star_rating) as rating_sum,
        count(*) filter (where replied) as replied
      from r where current group by grouping sets ((star_rating), (day))`),
  ]);
  const summaries = rowsOf<Summary>(summaryResult);
  const now = summaries.find((row) => row.current);
  const before = summaries.find((row) => !row.current);
  const total = num(now?.total);
  const totalPrevious = num(before?.total);
  const replied = num(now?.replied);

  const ratings = new Map<number, number>();
  const buckets = new Map<string, { count: number; ratingSum: number; replied: number }>();
  for (const row of rowsOf<Detail>(detailResult)) {
    if (row.stars !== null) ratings.set(Number(row.stars), num(row.total));
    if (row.day === null) continue;
    const key = bucketStart(range, row.day);
    const bucket = buckets.get(key) ?? { count: 0, ratingSum: 0, replied: 0 };
    bucket.count += num(row.total);
    bucket.ratingSum += num(row.rating_sum);
    bucket.replied += num(row.replied);
    buckets.set(key, bucket);
  }
  return {
    range: toDateRange(range),
    compareRange: compare ? toDateRange(compare) : null,
    total,
    totalPrevious,
    averageRating: total > 0 ? num(now?.rating_sum) / total : null,
    averageRatingPrevious: totalPrevious > 0 ? num(before?.rating_sum) / totalPrevious : null,
    replied,
    replyRate: rate(replied, total),
    replyRatePrevious: rate(num(before?.replied), totalPrevious),
    averageReplyHours: maybe(now?.average_hours ?? null),
    medianReplyHours: maybe(now?.median_hours ?? null),
    ratings: Array.from({ length: STARS_MAX }, (_, i) => ({
      stars: i + 1,
      count: ratings.get(i + 1) ?? 0,
    })),
    series: bucketStarts(range).map((day) => {
      const bucket = buckets.get(day);
      return {
        day,
        count: bucket?.count ?? 0,
        averageRating: bucket && bucket.count > 0 ? bucket.ratingSum / bucket.count : null,
        replied: bucket?.replied ?? 0,
      };
    }),
  };
}
