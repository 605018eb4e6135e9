// Builds the reports benchmark's tenant in SQL (generate_series, not the importer): 10,000 stores
// with 730 days of the 11 daily metrics (zeros left out, as the maps service does), their running
// totals, two years of search keywords and a few reviews each. The tenant rollups come from the
// same triggers the import fires. Idempotent: a finished build is found by its last step (the
// 500-store workspace) and kept; an unfinished one is deleted and built again.
import { sql } from "drizzle-orm";
import type { Db } from "../lib/db/client";
import { REPORT_METRIC_COLUMNS } from "../lib/reports/metric-columns";

export const BENCH_TENANT = "bench-reports";
export const BENCH_STORES = 10_000;
export const BENCH_DAYS = 730;
export const SUBSET_WORKSPACE = "Bench 500";
const CHUNK = 250;
const CITIES = [
  "Madrid",
  "Barcelona",
  "Valencia",
  "Sevilla",
  "Bilbao",
  "Córdoba",
  "Rosario",
  "Mendoza",
];

type Built = {
  tenantId: string;
  defaultWorkspaceId: string;
  subsetWorkspaceId: string;
  lastDay: string;
};
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A pseudo-random number per store `n`, day `d` and salt `k`, stable between builds. */
const hash = (k: number) =>
  `(((s.n::bigint * 7919 + d.d * 104729 + ${k} * 15485863) * 2654435761) % 2147483647)`;

// Per metric: its value on a day, in SQL; busier stores (n % 4) get more actions.
const VALUES: Record<keyof typeof REPORT_METRIC_COLUMNS, string> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: `${hash(1)} % 40`,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: `${hash(2)} % 60`,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: `${hash(3)} % 120`,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: `${hash(4)} % 150`,
  BUSINESS_DIRECTION_REQUESTS: `(${hash(5)} % 12) * (1 + s.n % 4)`,
  CALL_CLICKS: `(${hash(6)} % 8) * (1 + s.n % 4)`,
  WEBSITE_CLICKS: `(${hash(7)} % 10) * (1 + s.n % 4)`,
  BUSINESS_CONVERSATIONS: `greatest(${hash(8)} % 10 - 7, 0)`,
  BUSINESS_BOOKINGS: `greatest(${hash(9)} % 10 - 8, 0)`,
  BUSINESS_FOOD_ORDERS: `greatest(${hash(10)} % 20 - 17, 0)`,
  BUSINESS_FOOD_MENU_CLICKS: `greatest(${hash(11)} % 10 - 7, 0)`,
};
const METRICS = Object.keys(VALUES) as (keyof typeof VALUES)[];
const column = (metric: keyof typeof VALUES) => REPORT_METRIC_COLUMNS[metric];

async function findBuilt(db: Db): Promise<Built | null> {
  const found = rows<{ tenant_id: string; subset: string | null; all_id: string | null }>(
    await db.execute(sql`
      select t.id as tenant_id,
        (select id from workspaces w where w.tenant_id = t.id and w.name = ${SUBSET_WORKSPACE}) as subset,
        (select id from workspaces w where w.tenant_id = t.id and w.is_default) as all_id
      from tenants t where t.name = ${BENCH_TENANT}`),
  )[0];
  if (!found) return null;
  if (!found.subset || !found.all_id) {
    console.log("An unfinished build was found: deleting it.");
    await db.execute(sql`delete from tenants where id = ${found.tenant_id}`);
    return null;
  }
  const [last] = rows<{ day: string }>(
    await db.execute(
      sql`select max(day)::text as day from tenant_metric_days where tenant_id = ${found.tenant_id}`,
    ),
  );
  return {
    tenantId: found.tenant_id,
    defaultWorkspaceId: found.all_id,
    subsetWorkspaceId: found.subset,
    lastDay: last!.day,
  };
}

/** One chunk of stores: their metric rows, running totals and keywords. */
async function seedChunk(db: Db, tenantId: string, first: string, lo: number, hi: number) {
  const stores = sql.raw(`(select id, split_part(google_id, '-', 2)::int as n from locations
    where tenant_id = '${tenantId}' and split_part(google_id, '-', 2)::int between ${lo} and ${hi}) s`);
  const days = sql.raw(`generate_series(0, ${BENCH_DAYS - 1}) as d(d)`);
  const values = sql.raw(
    METRICS.map((metric) => `(${VALUES[metric]})::bigint as ${column(metric)}`).join(", "),
  );
  const generated = sql`select s.id, ${first}::date + d.d as day, ${values} from ${stores} cross join ${days}`;
  const unpivot = sql.raw(METRICS.map((metric) => `('${metric}', v.${column(metric)})`).join(", "));
  await db.execute(sql`
    insert into daily_metrics (tenant_id, location_id, metric, day, value)
    select ${tenantId}, v.id, m.metric, v.day, m.value
    from (${generated}) v cross join lateral (values ${unpivot}) m(metric, value)
    where m.value <> 0 order by v.id, m.metric, v.day`);
  const columns = sql.raw(METRICS.map(column).join(", "));
  const running = sql.raw(METRICS.map((metric) => `sum(v.${column(metric)}) over w`).join(", "));
  await db.execute(sql`
    insert into metric_running_totals (location_id, day, tenant_id, ${columns})
    select v.id, v.day, ${tenantId}, ${running} from (${generated}) v
    window w as (partition by v.id order by v.day)`);
  // Five keywords of a pool of 40 per store and month; small counts only as a threshold.
  await db.execute(sql`
    insert into search_keyword_months (tenant_id, location_id, month, keyword, value, threshold)
    select ${tenantId}, s.id, (date_trunc('month', ${first}::date) + make_interval(months => d.d))::date,
      'keyword ' || ((s.n + j * 7 + d.d) % 40),
      case when ${sql.raw(hash(20))} % 300 >= 15 then ${sql.raw(hash(20))} % 300 end,
      case when ${sql.raw(hash(20))} % 300 < 15 then 15 end
    from ${stores} cross join generate_series(0, 24) as d(d) cross join generate_series(0, 4) as j`);
}

async function seedReviews(db: Db, tenantId: string, first: string) {
  await db.execute(sql`
    insert into reviews (tenant_id, location_id, google_id, star_rating, create_time, update_time,
      reply_comment, reply_update_time)
    select ${tenantId}, s.id, 'bench/' || s.n || '/' || d.d, 1 + ${sql.raw(hash(30))} % 5,
      ${first}::date + (${sql.raw(hash(31))} % ${BENCH_DAYS}) * interval '1 day' + interval '10 hours',
      ${first}::date + (${sql.raw(hash(31))} % ${BENCH_DAYS}) * interval '1 day' + interval '10 hours',
      case when ${sql.raw(hash(32))} % 10 < 7 then 'Thank you' end,
      case when ${sql.raw(hash(32))} % 10 < 7 then ${first}::date
        + (${sql.raw(hash(31))} % ${BENCH_DAYS}) * interval '1 day'
        + (10 + ${sql.raw(hash(33))} % 72) * interval '1 hour' end
    from (select id, split_part(google_id, '-', 2)::int as n from locations where tenant_id = ${tenantId}) s
    cross join generate_series(1, 3) as d(d)`);
}

/** The benchmark tenant, built unless a finished build is there. */
export async function ensureBenchTenant(db: Db, yesterday: string): Promise<Built> {
  const built = await findBuilt(db);
  if (built) return built;
  const started = performance.now();
  const [tenant] = rows<{ id: string }>(
    await db.execute(
      sql`insert into tenants (name, time_zone) values (${BENCH_TENANT}, 'UTC') returning id`,
    ),
  );
  const tenantId = tenant!.id;
  const cities = sql.raw(`array[${CITIES.map((c) => `'${c}'`).join(", ")}]`);
  await db.execute(sql`
    insert into locations (tenant_id, google_id, account, location_name, store_code, labels, locality, address_lines)
    select ${tenantId}, 'locations/bench-' || n, 'accounts/bench', 'Bench store ' || lpad(n::text, 5, '0'),
      'B' || n, array['label-' || (n % 10)], (${cities})[1 + n % ${CITIES.length}], array['Street ' || n]
    from generate_series(1, ${BENCH_STORES}) as n`);
  const first = new Date(Date.parse(`${yesterday}T00:00:00Z`) - (BENCH_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (let lo = 1; lo <= BENCH_STORES; lo += CHUNK) {
    await seedChunk(db, tenantId, first, lo, lo + CHUNK - 1);
    const done = Math.min(lo + CHUNK - 1, BENCH_STORES);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stdout.write(`\r  ${done} / ${BENCH_STORES} stores seeded (${seconds} s)`);
  }
  process.stdout.write("\n");
  await seedReviews(db, tenantId, first);
  await db.execute(sql`analyze`);
  // Last: their presence marks a finished build.
  const [all] = rows<{ id: string }>(
    await db.execute(sql`insert into workspaces (tenant_id, name, description, is_default)
      values (${tenantId}, 'All stores', '', true) returning id`),
  );
  const [subset] = rows<{ id: string }>(
    await db.execute(sql`insert into workspaces (tenant_id, name, description)
      values (${tenantId}, ${SUBSET_WORKSPACE}, '') returning id`),
  );
  await db.execute(sql`
    insert into workspace_locations (workspace_id, location_id, tenant_id)
    select ${subset!.id}, id, tenant_id from locations
    where tenant_id = ${tenantId} and split_part(google_id, '-', 2)::int % 20 = 0`);
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  return {
    tenantId,
    defaultWorkspaceId: all!.id,
    subsetWorkspaceId: subset!.id,
    lastDay: yesterday,
  };
}
