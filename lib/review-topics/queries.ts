import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, reviewTopics, tenantTopics, workspaceLocations } from "@/lib/db/schema";
import { periodStart, trendInterval, utcDay } from "./rules";
import type { ReviewTopicFilter, TopicBreakdownInput } from "./schema";

// The topics view's reads: every count is one grouped statement over review_topics, served by its
// (tenant, topic, time) and (tenant, store, topic, time) indexes, with the reviews the inbox would
// show (not removed from the maps service). The tenant is in every WHERE.

/** The selected workspace; the default one (every store) or none narrows nothing. */
export type TopicWorkspace = { id: string; isDefault: boolean };

export type TopicCounts = { total: number; positive: number; neutral: number; negative: number };
export type TopicSummaryRow = TopicCounts & { topic: string };
export type TopicTrendPoint = TopicCounts & { start: string; from: string; end: string };
export type TopicBreakdownRow = TopicCounts & {
  key: string;
  label: string;
  city: string | null;
  /** The stores behind the row (a city's), for the inbox's store filter; at most 100. */
  locationIds: string[];
};

/** The period's days (UTC), first and last, and the instants that bound it. */
export function topicPeriod(filter: ReviewTopicFilter, now = new Date()) {
  const to = filter.to ?? utcDay(now);
  const from = periodStart(to, filter.days);
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from, to, start: new Date(`${from}T00:00:00Z`), end };
}

const counts = {
  total: sql<number>`count(*)::int`,
  positive: sql<number>`(count(*) filter (where ${reviewTopics.sentiment} = 'POSITIVE'))::int`,
  neutral: sql<number>`(count(*) filter (where ${reviewTopics.sentiment} = 'NEUTRAL'))::int`,
  negative: sql<number>`(count(*) filter (where ${reviewTopics.sentiment} = 'NEGATIVE'))::int`,
};

/** The rows a filter counts: the tenant's, in the period, of its stores, reviews not removed. */
function scope(
  tenantId: string,
  filter: ReviewTopicFilter,
  workspace: TopicWorkspace | undefined,
  now?: Date,
): SQL {
  const { start, end } = topicPeriod(filter, now);
  const conditions: (SQL | undefined)[] = [
    eq(reviewTopics.tenantId, tenantId),
    sql`${reviewTopics.reviewTime} >= ${start.toISOString()}::timestamptz`,
    sql`${reviewTopics.reviewTime} < ${end.toISOString()}::timestamptz`,
    sql`not exists (select 1 from reviews r where r.id = ${reviewTopics.reviewId} and r.removed_at is not null)`,
    workspace && !workspace.isDefault
      ? sql`${reviewTopics.locationId} in (select ${workspaceLocations.locationId} from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${workspace.id})`
      : undefined,
    filter.city
      ? sql`${reviewTopics.locationId} in (select ${locations.id} from ${locations} where ${locations.tenantId} = ${tenantId} and ${locations.locality} = ${filter.city})`
      : undefined,
    filter.locationId ? eq(reviewTopics.locationId, filter.locationId) : undefined,
  ];
  return and(...conditions)!;
}

/** Each topic's reviews and their sentiment over the period, the most spoken of first. */
export async function topicSummary(
  db: Db,
  input: { tenantId: string; filter: ReviewTopicFilter; workspace?: TopicWorkspace; now?: Date },
): Promise<TopicSummaryRow[]> {
  return db
    .select({ topic: reviewTopics.topic, ...counts })
    .from(reviewTopics)
    .where(scope(input.tenantId, input.filter, input.workspace, input.now))
    .groupBy(reviewTopics.topic)
    .orderBy(sql`count(*) desc`, asc(reviewTopics.topic));
}

/** One topic's counts per week (a quarter or less) or month, every bucket of the period shown. */
export async function topicTrend(
  db: Db,
  input: {
    tenantId: string;
    topic: string;
    filter: ReviewTopicFilter;
    workspace?: TopicWorkspace;
    now?: Date;
  },
): Promise<{ interval: "WEEK" | "MONTH"; points: TopicTrendPoint[] }> {
  const interval = trendInterval(input.filter.days);
  const unit = sql.raw(interval === "WEEK" ? "'week'" : "'month'");
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${reviewTopics.reviewTime} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ bucket, ...counts })
    .from(reviewTopics)
    .where(
      and(
        scope(input.tenantId, input.filter, input.workspace, input.now),
        eq(reviewTopics.topic, input.topic),
      ),
    )
    .groupBy(sql`1`);
  const found = new Map(rows.map(({ bucket: key, ...row }) => [key, row]));
  const { from, to } = topicPeriod(input.filter, input.now);
  return {
    interval,
    points: buckets(from, to, interval).map((b) => ({ ...(found.get(b.start) ?? zero()), ...b })),
  };
}

const zero = (): TopicCounts => ({ total: 0, positive: 0, neutral: 0, negative: 0 });

/** The period's weeks (Monday first, as date_trunc) or months, each clamped to the period. */
export function buckets(from: string, to: string, interval: "WEEK" | "MONTH") {
  const out: { start: string; from: string; end: string }[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  if (interval === "WEEK") cursor.setUTCDate(cursor.getUTCDate() - ((cursor.getUTCDay() + 6) % 7));
  else cursor.setUTCDate(1);
  while (utcDay(cursor) <= to) {
    const start = utcDay(cursor);
    if (interval === "WEEK") cursor.setUTCDate(cursor.getUTCDate() + 7);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
    const last = new Date(cursor);
    last.setUTCDate(last.getUTCDate() - 1);
    out.push({
      start,
      from: start < from ? from : start,
      end: utcDay(last) > to ? to : utcDay(last),
    });
  }
  return out;
}

/** One topic's counts per store or city, the most spoken of first, a page at a time. */
export async function topicBreakdown(
  db: Db,
  input: TopicBreakdownInput & { tenantId: string; workspace?: TopicWorkspace; now?: Date },
): Promise<{ total: number; rows: TopicBreakdownRow[] }> {
  const where = and(
    scope(input.tenantId, input.filter, input.workspace, input.now),
    eq(reviewTopics.topic, input.topic),
  );
  const byStore = input.by === "STORE";
  const group = byStore ? sql`${locations.id}` : sql`coalesce(${locations.locality}, '')`;
  const rows = await db
    .select({
      key: sql<string>`${group}::text`,
      label: byStore ? sql<string>`min(${locations.locationName})` : sql<string>`${group}`,
      city: byStore ? sql<string | null>`min(${locations.locality})` : sql<string | null>`null`,
      locationIds: sql<string[]>`(array_agg(distinct ${locations.id}::text))[1:100]`,
      rowCount: sql<number>`(count(*) over ())::int`,
      ...counts,
    })
    .from(reviewTopics)
    .innerJoin(
      locations,
      and(eq(locations.tenantId, reviewTopics.tenantId), eq(locations.id, reviewTopics.locationId)),
    )
    .where(where)
    .groupBy(group)
    .orderBy(sql`count(*) desc`, sql`2`)
    .limit(input.limit)
    .offset(input.offset);
  return {
    total: rows[0]?.rowCount ?? 0,
    rows: rows.map((row) => ({
      key: row.key,
      label: row.label,
      city: byStore ? row.city : row.label || null,
      locationIds: row.locationIds,
      total: row.total,
      positive: row.positive,
      neutral: row.neutral,
      negative: row.negative,
    })),
  };
}

/** The stores a city or store scope names, at most 100 (the inbox's store filter); [] otherwise. */
export async function scopeLocationIds(
  db: Db,
  input: { tenantId: string; filter: ReviewTopicFilter; workspace?: TopicWorkspace },
): Promise<string[]> {
  const { filter } = input;
  if (!filter.city && !filter.locationId) return [];
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, input.tenantId),
        filter.city ? eq(locations.locality, filter.city) : undefined,
        filter.locationId ? eq(locations.id, filter.locationId) : undefined,
        input.workspace && !input.workspace.isDefault
          ? sql`${locations.id} in (select ${workspaceLocations.locationId} from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${input.workspace.id})`
          : undefined,
      ),
    )
    .orderBy(asc(locations.id))
    .limit(100);
  return rows.map((row) => row.id);
}

/** The cities of the workspace's stores, for the view's city choice. */
export async function topicCities(
  db: Db,
  input: { tenantId: string; workspace?: TopicWorkspace },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ city: locations.locality })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, input.tenantId),
        sql`${locations.locality} is not null and ${locations.locality} <> ''`,
        input.workspace && !input.workspace.isDefault
          ? sql`${locations.id} in (select ${workspaceLocations.locationId} from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${input.workspace.id})`
          : undefined,
      ),
    )
    .orderBy(asc(locations.locality))
    .limit(500);
  return rows.map((row) => row.city!);
}

/** The name of one of the tenant's stores (the view's store scope), or null. */
export async function topicStoreName(
  db: Db,
  { tenantId, locationId }: { tenantId: string; locationId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ name: locations.locationName })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)));
  return row?.name ?? null;
}

/** The tenant's own topics, oldest first. */
export async function listTenantTopics(db: Db, { tenantId }: { tenantId: string }) {
  return db
    .select()
    .from(tenantTopics)
    .where(eq(tenantTopics.tenantId, tenantId))
    .orderBy(asc(tenantTopics.createdAt), asc(tenantTopics.id));
}
