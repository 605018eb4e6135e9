// What `npm run bench:scale` checks its figures against, recorded by the database itself with
// triggers in a schema of its own (never the app's code): every write the maps simulator made to
// a location (with the process whose connection made it), every change of a job item's status or
// claim, every queue delivery a worker fetched or ended, and every unit taken from the quotas.
import { sql } from "drizzle-orm";
import type { Db } from "../lib/db/client";

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function installRecorders(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
    create schema bench;
    create table bench.sim_writes (location_id text, at timestamptz, website text, app text);
    create function bench.sim_write() returns trigger language plpgsql as $$ begin
      insert into bench.sim_writes
        values (new.id, clock_timestamp(), new.data->>'websiteUri', current_setting('application_name'));
      return new; end $$;
    create trigger bench_sim_write after update on maps_sim.locations
      for each row execute function bench.sim_write();
    create table bench.item_events (item_id uuid, at timestamptz, status text, app text);
    create index on bench.item_events (item_id, at);
    create function bench.item_event() returns trigger language plpgsql as $$ begin
      insert into bench.item_events
        values (new.id, clock_timestamp(), new.status, current_setting('application_name'));
      return new; end $$;
    create trigger bench_item_event after update on job_items for each row
      when (old.status is distinct from new.status or old.claimed_at is distinct from new.claimed_at)
      execute function bench.item_event();
    create table bench.queue_events (job_id uuid, item_id uuid, at timestamptz, state text, app text);
    create index on bench.queue_events (job_id, at);
    -- The queue fails a delivery over to a retry by deleting and inserting it again.
    create function bench.queue_event() returns trigger language plpgsql as $$ begin
      if tg_op = 'DELETE' then
        insert into bench.queue_events values (old.id, (old.data->>'itemId')::uuid,
          clock_timestamp(), 'deleted', current_setting('application_name'));
        return old;
      end if;
      if tg_op = 'UPDATE' and old.state is not distinct from new.state then return new; end if;
      insert into bench.queue_events values (new.id, (new.data->>'itemId')::uuid,
        clock_timestamp(), new.state::text, current_setting('application_name'));
      return new; end $$;
    create trigger bench_queue_event after insert or update or delete on pgboss.job
      for each row execute function bench.queue_event();
    create table bench.quota_takes (key text, at timestamptz);
    create function bench.quota_take() returns trigger language plpgsql as $$ begin
      insert into bench.quota_takes values (new.key, clock_timestamp()); return new; end $$;
    create trigger bench_quota_take after insert on maps_quota_takes for each row
      execute function bench.quota_take();
  `),
  );
}

const at = (when: Date) => sql`${when.toISOString()}::timestamptz`;

/** Items a worker was working on at `when`: claimed by it last, and not yet ended or released. */
export async function workingOn(db: Db, app: string, when = new Date()): Promise<string[]> {
  const found = rows<{ item_id: string }>(
    await db.execute(sql`
      select item_id from (
        select distinct on (item_id) item_id, status, app from bench.item_events
        where at <= ${at(when)} order by item_id, at desc
      ) last where status = 'RUNNING' and app = ${app}`),
  );
  return found.map((r) => r.item_id);
}

/** Items whose queue delivery a worker had fetched by `when` and not yet ended. */
export async function fetchedBy(db: Db, app: string, when: Date): Promise<string[]> {
  const found = rows<{ item_id: string }>(
    await db.execute(sql`
      select item_id from (
        select distinct on (job_id) item_id, state, app from bench.queue_events
        where at <= ${at(when)} order by job_id, at desc
      ) last where state = 'active' and app = ${app}`),
  );
  return [...new Set(found.map((r) => r.item_id))];
}

/** Seconds from the kill until another worker claimed each item (null: never claimed again). */
export async function retakeWaits(
  db: Db,
  ids: string[],
  killedAt: Date,
  app: string,
): Promise<(number | null)[]> {
  if (ids.length === 0) return [];
  const found = rows<{ id: string; at: string | null }>(
    await db.execute(sql`
      select i.id, (select min(e.at) from bench.item_events e where e.item_id = i.id
        and e.status = 'RUNNING' and e.app <> ${app}
        and e.at > ${at(killedAt)}) as at
      from job_items i where i.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return found.map((r) => (r.at ? (new Date(r.at).getTime() - killedAt.getTime()) / 1000 : null));
}

/** Units taken from a family's per-project quota, and the span from the first to the last. */
export async function quotaUse(db: Db, family: string): Promise<{ units: number; spanS: number }> {
  const [row] = rows<{ units: number; span: number | null }>(
    await db.execute(sql`
      select count(*)::int as units, extract(epoch from max(at) - min(at))::float as span
      from bench.quota_takes where key like ${`api:%:${family}`}`),
  );
  return { units: row?.units ?? 0, spanS: row?.span ?? 0 };
}

/**
 * Against the simulator's record: an edit lost is a store whose item ended DONE but whose
 * location never took the new website; an edit doubled is a second write of it to one location.
 */
export async function editsCheck(db: Db, jobId: string, website: string) {
  const [row] = rows<{ lost: number; doubled: number; applied: number; unfinished: number }>(
    await db.execute(sql`
      with writes as (
        select location_id, count(*) as n from bench.sim_writes
        where website = ${website} group by location_id
      ), done as (
        select regexp_replace(l.google_id, '^locations/', '') as sim_id from job_items i
        join locations l on l.id = i.location_id
        where i.job_id = ${jobId}::uuid and i.status = 'DONE'
      )
      select
        (select count(*)::int from done d left join writes w on w.location_id = d.sim_id
           left join maps_sim.locations s on s.id = d.sim_id
           where w.location_id is null or s.data->>'websiteUri' is distinct from ${website}) as lost,
        (select coalesce(sum(n - 1), 0)::int from writes) as doubled,
        (select count(*)::int from writes) as applied,
        (select count(*)::int from job_items where job_id = ${jobId}::uuid
           and status not in ('DONE', 'FAILED')) as unfinished`),
  );
  return row!;
}
