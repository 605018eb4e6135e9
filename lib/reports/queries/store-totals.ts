import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { INCOME_ESTIMATOR } from "@/lib/constants";
import { storeTraffic, totalActions } from "@/lib/insights/income";
import type { DayRange } from "@/lib/insights/period";
import { addDays } from "../range";
import { REPORT_METRIC_COLUMNS as COLUMN } from "../metric-columns";
import { num, rowsOf } from "@/lib/db/rows";
import type { ResolvedScope } from "./scope";

/** Most stores a ranking returns; the GraphQL fields cut it to their `limit`. */
export const MAX_RANKED_STORES = 50;

export type StoreTotals = {
  locationId: string;
  name: string;
  storeCode: string | null;
  locality: string | null;
  impressions: number;
  directions: number;
  calls: number;
  website: number;
  actions: number;
  traffic: number;
};

export type StoreRankings = {
  top: StoreTotals[];
  bottom: StoreTotals[];
  /** By estimated traffic, which orders income too. */
  byTraffic: StoreTotals[];
};

const IMPRESSION_COLUMNS = Object.entries(COLUMN)
  .filter(([metric]) => metric.includes("IMPRESSION"))
  .map(([, column]) => column);
const ACTION_COLUMNS = {
  directions: COLUMN.BUSINESS_DIRECTION_REQUESTS,
  calls: COLUMN.CALL_CLICKS,
  website: COLUMN.WEBSITE_CLICKS,
};
const ALL_COLUMNS = Object.values(COLUMN);
const RANKED_COLUMNS = [...IMPRESSION_COLUMNS, ...Object.values(ACTION_COLUMNS)];
const w = INCOME_ESTIMATOR.trafficWeights;

/** Rows are dense, so the end and start rows are nearly always the range's last day and the day
 * before its first: two index reads joined by store. Stores that started or stopped within the
 * range look their rows up alone. */
export function storeColumnTotalsSql(
  tenantId: string,
  stores: SQL,
  range: DayRange,
  columns: readonly string[] = ALL_COLUMNS,
): SQL {
  const read = sql.raw(columns.join(", "));
  const diffs = sql.raw(
    columns
      .map((c) => `coalesce(e.${c}, el.${c}, 0) - coalesce(b.${c}, bl.${c}, 0) as ${c}`)
      .join(", "),
  );
  const before = addDays(range.start, -1);
  return sql`
    select s.id, ${diffs}
    from (${stores}) s
    left join metric_running_totals e
      on e.tenant_id = ${tenantId} and e.day = ${range.end}::date and e.location_id = s.id
    left join metric_running_totals b
      on b.tenant_id = ${tenantId} and b.day = ${before}::date and b.location_id = s.id
    left join lateral (
      select ${read} from metric_running_totals r
      where e.location_id is null and r.location_id = s.id and r.day <= ${range.end}::date
      order by r.day desc limit 1
    ) el on true
    left join lateral (
      select ${read} from metric_running_totals r
      where b.location_id is null and r.location_id = s.id and r.day < ${range.start}::date
      order by r.day desc limit 1
    ) bl on true`;
}

function storeTotalsSql(tenantId: string, stores: SQL, range: DayRange): SQL {
  return sql`
    select id, ${sql.raw(IMPRESSION_COLUMNS.join(" + "))} as impressions,
      ${sql.raw(ACTION_COLUMNS.directions)} as directions, ${sql.raw(ACTION_COLUMNS.calls)} as calls,
      ${sql.raw(ACTION_COLUMNS.website)} as website
    from (${storeColumnTotalsSql(tenantId, stores, range, RANKED_COLUMNS)}) c`;
}

type Row = {
  pick?: string;
  id: string;
  name: string;
  store_code: string | null;
  locality: string | null;
  impressions: unknown;
  directions: unknown;
  calls: unknown;
  website: unknown;
};

function toTotals(row: Row): StoreTotals {
  const counts = {
    directions: num(row.directions),
    calls: num(row.calls),
    website: num(row.website),
  };
  return {
    locationId: row.id,
    name: row.name,
    storeCode: row.store_code,
    locality: row.locality,
    impressions: num(row.impressions),
    ...counts,
    actions: totalActions(counts),
    traffic: storeTraffic(counts),
  };
}

/** The totals of every store are ranked in SQL, in one statement. */
export async function rankStores(
  db: Db,
  scope: ResolvedScope,
  range: DayRange,
): Promise<StoreRankings> {
  const traffic = sql.raw(
    `${w.directions} * directions + ${w.calls} * calls + ${w.website} * website`,
  );
  const ranked = (pick: string, order: SQL) => sql`
    (select ${pick} as pick, t.*, l.location_name as name, l.store_code, l.locality
     from totals t join locations l on l.id = t.id
     order by ${order}, l.location_name, t.id limit ${MAX_RANKED_STORES})`;
  const result = await db.execute(sql`
    with totals as materialized (${storeTotalsSql(scope.tenantId, scope.stores, range)})
    ${ranked("top", sql`directions + calls + website desc`)}
    union all ${ranked("bottom", sql`directions + calls + website asc`)}
    union all ${ranked("traffic", sql`${traffic} desc`)}`);
  const rankings: StoreRankings = { top: [], bottom: [], byTraffic: [] };
  for (const row of rowsOf<Row>(result)) {
    const list =
      row.pick === "top"
        ? rankings.top
        : row.pick === "bottom"
          ? rankings.bottom
          : rankings.byTraffic;
    list.push(toTotals(row));
  }
  return rankings;
}

export async function storeTotalsOf(
  db: Db,
  { tenantId, storeIds, range }: { tenantId: string; storeIds: string[]; range: DayRange },
): Promise<Map<string, StoreTotals>> {
  if (storeIds.length === 0) return new Map();
  const stores = sql`select l.id from locations l where l.tenant_id = ${tenantId} and l.id = any(${sql.param(storeIds)}::uuid[])`;
  const result = await db.execute(sql`
    select t.*, l.location_name as name, l.store_code, l.locality
    from (${storeTotalsSql(tenantId, stores, range)}) t join locations l on l.id = t.id`);
  return new Map(rowsOf<Row>(result).map((row) => [row.id, toTotals(row)]));
}
