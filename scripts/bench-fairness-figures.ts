// What `npm run bench:fairness` prints, read from the quota store's own rows (maps_quota_takes:
// one row per unit, with its tenant and lane) and from a recorder of the maps service's refusals.
import { sql } from "drizzle-orm";
import type { Db } from "../lib/db/client";
import { rowsOf } from "../lib/db/rows";

const at = (when: Date) => sql`${when.toISOString()}::timestamptz`;

/**
 * Records every refusal the maps service sent back, as the item that met it wrote it down, and
 * every wait for a quota key an item was put back for, with its tenant.
 */
export async function installRefusalRecorder(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    create schema if not exists bench;
    create table bench.item_errors (item_id uuid, at timestamptz, error text);
    create function bench.item_error() returns trigger language plpgsql as $$ begin
      insert into bench.item_errors
        values (new.id, clock_timestamp(), concat_ws(': ', new.error, left(new.error_detail, 80)));
      return new; end $$;
    create trigger bench_item_error after update on job_items for each row
      when (new.error is not null and old.error is distinct from new.error)
      execute function bench.item_error();
    create table bench.waits (tenant_id uuid, at timestamptz, key text);
    create index on bench.waits (key, at);
    create function bench.wait() returns trigger language plpgsql as $$ begin
      insert into bench.waits values (new.tenant_id, clock_timestamp(), new.wait_reason->>'key');
      return new; end $$;
    create trigger bench_wait after update on job_items for each row
      when (new.wait_until is not null and old.wait_until is distinct from new.wait_until)
      execute function bench.wait();
    create table bench.interactive (item_id uuid, at timestamptz, status text, wait_key text);
    create function bench.interactive() returns trigger language plpgsql as $$ begin
      if exists (select 1 from jobs where id = new.job_id and lane = 'interactive') then
        insert into bench.interactive
          values (new.id, clock_timestamp(), new.status, new.wait_reason->>'key');
      end if;
      return new; end $$;
    create trigger bench_interactive after update on job_items for each row
      execute function bench.interactive();
  `),
  );
}

/**
 * Refusals by what the maps service said (429 RESOURCE_EXHAUSTED is a call over its quota), one
 * line per message: the store a message names is left out.
 */
export async function refusals(db: Db): Promise<{ error: string; n: number }[]> {
  return rowsOf<{ error: string; n: number }>(
    await db.execute(sql`
      select regexp_replace(error, 'locations/[0-9]+', 'locations/…', 'g') as error,
        count(*)::int as n from bench.item_errors group by 1 order by n desc`),
  );
}

/**
 * When a tenant first asked for a unit of an API in a lane, from `since`: its first unit taken or
 * its first wait, whichever came first. Until then it was not busy in that lane.
 */
export async function firstAsk(
  db: Db,
  {
    tenantId,
    lane,
    family,
    since,
  }: { tenantId: string; lane: string; family: string; since: Date },
): Promise<Date> {
  const key = `api:%:${family}`;
  const [row] = rowsOf<{ first: number | null }>(
    await db.execute(sql`
      select extract(epoch from least(
        (select min(taken_at) from maps_quota_takes where key like ${key} and lane = ${lane}
          and tenant_id = ${tenantId} and taken_at >= ${at(since)}),
        (select min(at) from bench.waits where key like ${key} and tenant_id = ${tenantId}
          and at >= ${at(since)}))) * 1000 as first`),
  );
  return row?.first == null ? since : new Date(Number(row.first));
}

export type Units = { key: string; tenantId: string | null; lane: string; units: number };

/** Units taken per API key, tenant and lane between two moments. */
export async function unitsBetween(db: Db, from: Date, to: Date): Promise<Units[]> {
  const found = rowsOf<{ key: string; tenant_id: string | null; lane: string; units: number }>(
    await db.execute(sql`
      select key, tenant_id, lane, count(*)::int as units from maps_quota_takes
      where key like 'api:%' and taken_at >= ${at(from)} and taken_at < ${at(to)}
      group by key, tenant_id, lane`),
  );
  return found.map((r) => ({ key: r.key, tenantId: r.tenant_id, lane: r.lane, units: r.units }));
}

/** The units of `rows` matching a tenant, lane and API family (any, when left out). */
export function sumUnits(
  rows: Units[],
  { tenantId, lane, family }: { tenantId?: string; lane?: string; family?: string },
): number {
  return rows
    .filter(
      (r) =>
        (tenantId === undefined || r.tenantId === tenantId) &&
        (lane === undefined || r.lane === lane) &&
        (family === undefined || r.key.endsWith(`:${family}`)),
    )
    .reduce((sum, r) => sum + r.units, 0);
}

/**
 * The most units any key took within any stretch of `windowMs`, beside its limit: over the limit
 * would be a call the service refuses. Each unit is the end of a stretch counted back from it.
 */
export async function busiestWindows(
  db: Db,
  windowMs: number,
): Promise<{ key: string; most: number }[]> {
  return rowsOf<{ key: string; most: number }>(
    await db.execute(sql`
      select t.key, max(n)::int as most from maps_quota_takes t
      cross join lateral (
        select count(*) as n from maps_quota_takes u
        where u.key = t.key and u.taken_at > t.taken_at - ${`${windowMs} milliseconds`}::interval
          and u.taken_at <= t.taken_at
      ) inside
      group by t.key order by t.key`),
  );
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

export type WindowRow = {
  offsetS: number;
  aUnits: number;
  bUnits: number;
  /** Items of each tenant's job not yet ended when the window closed. */
  aPending: number;
  bPending: number;
  /** Times each tenant's items were put back to wait for this API's units in the window. */
  aWaits: number;
  bWaits: number;
};

/**
 * Window by window from `from`: each tenant's units of one API in one lane, and how many items of
 * each tenant's job were still to end when the window closed (an item's end is its last update).
 */
export async function timeline(
  db: Db,
  input: {
    from: Date;
    to: Date;
    windowMs: number;
    family: string;
    lane: string;
    a: { tenantId: string; jobId: string };
    b: { tenantId: string; jobId: string };
  },
): Promise<WindowRow[]> {
  const { from, to, windowMs, family, lane, a, b } = input;
  const step = sql`make_interval(secs => ${windowMs / 1000})`;
  const units = (tenantId: string) => sql`(select count(*) from maps_quota_takes t
    where t.key like ${`api:%:${family}`} and t.lane = ${lane} and t.tenant_id = ${tenantId}
      and t.taken_at >= w.start and t.taken_at < w.start + ${step})::int`;
  const waits = (tenantId: string) => sql`(select count(*) from bench.waits x
    where x.key like ${`api:%:${family}`} and x.tenant_id = ${tenantId}
      and x.at >= w.start and x.at < w.start + ${step})::int`;
  const pending = (jobId: string) => sql`(select count(*) from job_items i
    where i.job_id = ${jobId}::uuid
      and (i.status not in ('DONE', 'FAILED') or i.updated_at > w.start + ${step}))::int`;
  const found = rowsOf<Record<string, number>>(
    await db.execute(sql`
      select extract(epoch from w.start - ${at(from)})::float as offset_s,
        ${units(a.tenantId)} as a_units, ${units(b.tenantId)} as b_units,
        ${pending(a.jobId)} as a_pending, ${pending(b.jobId)} as b_pending,
        ${waits(a.tenantId)} as a_waits, ${waits(b.tenantId)} as b_waits
      from generate_series(${at(from)}, ${at(to)}, ${step}) as w(start)
      order by w.start`),
  );
  return found.map((r) => ({
    offsetS: Number(r.offset_s),
    aUnits: Number(r.a_units),
    bUnits: Number(r.b_units),
    aPending: Number(r.a_pending),
    bPending: Number(r.b_pending),
    aWaits: Number(r.a_waits),
    bWaits: Number(r.b_waits),
  }));
}

/** One lane's windows as lines: each tenant's units, waits and items still to end. */
export function printTimeline(lane: string, rows: WindowRow[]): void {
  console.log(
    `\n${lane} lane from B's first ask, window by window (units; items put back to wait; ` +
      `items still to end):`,
  );
  const col = (n: number, width: number) => String(n).padStart(width);
  for (const r of rows)
    console.log(
      `  +${col(Math.round(r.offsetS), 4)} s  A ${col(r.aUnits, 3)} B ${col(r.bUnits, 3)}` +
        `   waits A ${col(r.aWaits, 5)} B ${col(r.bWaits, 5)}   left A ${r.aPending} B ${r.bPending}`,
    );
}

/**
 * Where each of `jobIds` (single edits) spent its time, in seconds from the request: the job
 * written, the queue's delivery to a worker, each change of its item (R running, W put back to wait
 * for a key, D done, F failed) and the job's end.
 */
export async function printInteractiveSteps(
  db: Db,
  edits: { jobId: string; sent: number }[],
): Promise<void> {
  console.log("\nB's single edits, step by step (s from the request):");
  for (const { jobId, sent } of edits) {
    const [row] = rowsOf<{ created: number; finished: number; delivered: number | null }>(
      await db.execute(sql`
        select extract(epoch from j.created_at) * 1000 as created,
          extract(epoch from j.finished_at) * 1000 as finished,
          (select extract(epoch from min(q.started_on)) * 1000 from pgboss.job q
            join job_items i on q.data->>'itemId' = i.id::text where i.job_id = j.id) as delivered
        from jobs j where j.id = ${jobId}`),
    );
    const steps = rowsOf<{ at: number; status: string; wait_key: string | null }>(
      await db.execute(sql`
        select extract(epoch from b.at) * 1000 as at, b.status, b.wait_key from bench.interactive b
        join job_items i on i.id = b.item_id where i.job_id = ${jobId} order by b.at`),
    );
    const t = (ms: number | null) => (ms == null ? "?" : ((Number(ms) - sent) / 1000).toFixed(2));
    const marks = steps.map(
      (step) => `${step.wait_key ? `W(${step.wait_key})` : step.status[0]} ${t(step.at)}`,
    );
    console.log(
      `  job ${t(row!.created)}, delivered ${t(row!.delivered)}, ${marks.join(", ")}, ended ${t(row!.finished)}`,
    );
  }
}
