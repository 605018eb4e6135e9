import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { DayRange } from "@/lib/insights/period";
import { rangeInstants } from "./calendar";
import { daysOf } from "../range";
import { num, rowsOf } from "@/lib/db/rows";
import type { ResolvedScope } from "./scope";

export type PostActivityData = {
  published: number;
  publishedPrevious: number;
  daily: { day: string; value: number }[];
};

/** A post counts on the day its copy was sent (else its planned time), once a day however many
 * stores; rejected copies do not count. */
export async function postActivity(
  db: Db,
  scope: ResolvedScope,
  timeZone: string,
  range: DayRange,
  compare: DayRange | null,
): Promise<PostActivityData> {
  const cur = rangeInstants(range, timeZone);
  const prev = compare ? rangeInstants(compare, timeZone) : cur;
  const at = sql`coalesce(pl.sending_since, p.publish_at, p.created_at)`;
  const stores = scope.whole ? sql`` : sql`and pl.location_id in (${scope.stores})`;
  const result = await db.execute(sql`
    with copies as (
      select p.id, ${at} >= ${cur.from} and ${at} < ${cur.to} as current,
        (${at} at time zone ${timeZone})::date::text as day
      from post_locations pl join posts p on p.id = pl.post_id and p.tenant_id = ${scope.tenantId}
      where pl.tenant_id = ${scope.tenantId} and pl.published_version is not null
        and pl.status <> 'REJECTED' ${stores}
        and ((${at} >= ${cur.from} and ${at} < ${cur.to})
          or (${compare !== null}::boolean and ${at} >= ${prev.from} and ${at} < ${prev.to}))
    )
    select current, day, count(distinct id) as n from copies group by grouping sets ((current, day), (current))`);
  const data: PostActivityData = { published: 0, publishedPrevious: 0, daily: [] };
  const perDay = new Map<string, number>();
  for (const row of rowsOf<{ current: boolean; day: string | null; n: unknown }>(result)) {
    if (row.day === null) {
      if (row.current) data.published = num(row.n);
      else data.publishedPrevious = num(row.n);
    } else if (row.current) perDay.set(row.day, num(row.n));
  }
  data.daily = daysOf(range).map((day) => ({ day, value: perDay.get(day) ?? 0 }));
  return data;
}
