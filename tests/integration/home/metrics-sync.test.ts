// The metrics sync's storage: dense running totals that sum exactly like the daily values, the
// tenant rollups kept exact by their triggers through inserts, upserts, deletes and a store's
// cascade, the incremental sync reading only what a store lacks, and the search keywords with
// their thresholds.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  dailyMetrics,
  locations,
  metricRunningTotals,
  searchKeywordMonths,
  type JobItem,
} from "@/lib/db/schema";
import { addDays, monthStart } from "@/lib/insights/incremental";
import { importLocationMetrics } from "@/lib/insights/import";
import { importLocationKeywords } from "@/lib/insights/keywords";
import { isoDay } from "@/lib/insights/period";
import type { MapsClient } from "@/lib/maps/client";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { setMapsFetchForTests, tenantMapsClient } from "@/lib/auth/maps-access";
import { metricsRange, syncMetricsItem } from "@/lib/syncs/jobs";
import { setUpReviewSync, type ReviewSyncSetUp } from "@/tests/integration/helpers/review-sync";
import {
  dailySums,
  expectDense,
  expectRollupsExact,
  runningDays,
  runningSums,
} from "./metric-sums";

let s: ReviewSyncSetUp;
let client: MapsClient;
/** The performance calls the simulator served, as their paths and queries. */
const asked: URL[] = [];

beforeAll(async () => {
  s = await setUpReviewSync({ stores: 3 });
  setMapsFetchForTests(async (input, init) => {
    const url = new URL(input);
    if (url.pathname.includes("businessprofileperformance")) asked.push(url);
    return simulatorFetch(input, init);
  });
  client = await tenantMapsClient(s.db, { tenantId: s.f.tenantA });
});
afterAll(async () => {
  await s?.close();
});

const today = () => isoDay(new Date());
const store = (i: number) => {
  const row = s.storesA[i]!;
  return { id: row.id, googleId: row.googleId, account: "accounts/1001" };
};

describe("running totals", () => {
  it("are dense and give any range's sums of the daily values", async () => {
    const first = { start: addDays(today(), -60), end: addDays(today(), -31) };
    expect(
      await importLocationMetrics(s.db, {
        tenantId: s.f.tenantA,
        location: store(0),
        client,
        range: first,
      }),
    ).toBeGreaterThan(0);
    let days = await runningDays(s.db, store(0).id);
    expect(days[0]).toBe(first.start);
    expect(days.at(-1)).toBe(first.end);
    expectDense(days);

    // A later range after a gap: the gap is filled, the totals carry on.
    const later = { start: addDays(today(), -20), end: addDays(today(), -1) };
    await importLocationMetrics(s.db, {
      tenantId: s.f.tenantA,
      location: store(0),
      client,
      range: later,
    });
    days = await runningDays(s.db, store(0).id);
    expect(days[0]).toBe(first.start);
    expect(days.at(-1)).toBe(later.end);
    expectDense(days);

    // An earlier range under the stored ones: everything after it is recomputed.
    const earlier = { start: addDays(today(), -75), end: addDays(today(), -70) };
    await importLocationMetrics(s.db, {
      tenantId: s.f.tenantA,
      location: store(0),
      client,
      range: earlier,
    });
    days = await runningDays(s.db, store(0).id);
    expect(days[0]).toBe(earlier.start);
    expectDense(days);

    for (const [start, end] of [
      [earlier.start, later.end],
      [first.start, first.end],
      [addDays(first.start, 5), addDays(later.start, 3)],
      [later.end, later.end],
    ] as const)
      expect(await runningSums(s.db, store(0).id, start, end), `${start}..${end}`).toEqual(
        await dailySums(s.db, store(0).id, start, end),
      );
    const totals = await dailySums(s.db, store(0).id, earlier.start, later.end);
    expect(totals.BUSINESS_IMPRESSIONS_MOBILE_SEARCH).toBeGreaterThan(0);
    expect(totals.BUSINESS_CONVERSATIONS).toBeGreaterThan(0);
  });

  it("follow a value the service corrected or took back (now 0)", async () => {
    const day = addDays(today(), -10);
    await s.db
      .insert(dailyMetrics)
      .values([
        { tenantId: s.f.tenantA, locationId: store(0).id, metric: "CALL_CLICKS", day, value: 999 },
        {
          tenantId: s.f.tenantA,
          locationId: store(0).id,
          metric: "BUSINESS_FOOD_ORDERS",
          day,
          value: 5,
        },
      ])
      .onConflictDoUpdate({
        target: [dailyMetrics.locationId, dailyMetrics.metric, dailyMetrics.day],
        set: { value: sql`excluded.value` },
      });
    await importLocationMetrics(s.db, {
      tenantId: s.f.tenantA,
      location: store(0),
      client,
      range: { start: day, end: day },
    });
    const range = { start: addDays(today(), -75), end: addDays(today(), -1) };
    expect(await runningSums(s.db, store(0).id, range.start, range.end)).toEqual(
      await dailySums(s.db, store(0).id, range.start, range.end),
    );
    const fresh = await client.fetchDailyMetrics(store(0).googleId, ["CALL_CLICKS"], {
      start: day,
      end: day,
    });
    const value =
      fresh.multiDailyMetricTimeSeries?.[0]?.dailyMetricTimeSeries?.[0]?.timeSeries.datedValues?.[0]
        ?.value;
    expect((await dailySums(s.db, store(0).id, day, day)).CALL_CLICKS).toBe(Number(value ?? 0));
    await expectRollupsExact(s.db);
  });
});

describe("tenant rollups", () => {
  it("stay exact through inserts, upserts, deletes and a store's cascade", async () => {
    const range = { start: addDays(today(), -40), end: addDays(today(), -1) };
    await importLocationMetrics(s.db, { tenantId: s.f.tenantA, location: store(1), client, range });
    const clientB = await tenantMapsClient(s.db, { tenantId: s.f.tenantB });
    const storeB = { ...s.storesB[0]!, account: "accounts/1002" };
    await importLocationMetrics(s.db, {
      tenantId: s.f.tenantB,
      location: storeB,
      client: clientB,
      range,
    });
    await importLocationKeywords(s.db, {
      tenantId: s.f.tenantB,
      location: storeB,
      client: clientB,
      months: [monthStart(today())],
    });
    await importLocationKeywords(s.db, {
      tenantId: s.f.tenantA,
      location: store(1),
      client,
      months: [monthStart(addDays(today(), -40)), monthStart(today())],
    });
    await expectRollupsExact(s.db);

    // An upsert that changes some values and keeps others.
    await s.db.execute(sql`
      insert into daily_metrics (tenant_id, location_id, metric, day, value)
      select tenant_id, location_id, metric, day, value + (case when day::text like '%5' then 7 else 0 end)
      from daily_metrics where location_id = ${store(1).id}
      on conflict (location_id, metric, day) do update set value = excluded.value`);
    await s.db.execute(sql`
      update search_keyword_months set value = null, threshold = 15
      where location_id = ${store(1).id} and keyword in (
        select keyword from search_keyword_months where location_id = ${store(1).id} limit 3)`);
    await expectRollupsExact(s.db);

    await s.db.execute(
      sql`delete from daily_metrics where location_id = ${store(1).id} and day > ${addDays(today(), -5)}`,
    );
    await s.db.execute(
      sql`delete from search_keyword_months where location_id = ${store(1).id} and value is null`,
    );
    await expectRollupsExact(s.db);

    await s.db.delete(locations).where(eq(locations.id, store(1).id));
    await expectRollupsExact(s.db);
    const [left] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(metricRunningTotals)
      .where(eq(metricRunningTotals.locationId, store(1).id));
    expect(left!.n).toBe(0);
  });
});

describe("search keywords", () => {
  it("import one month at a time, thresholds included, through every page", async () => {
    const months = [monthStart(addDays(today(), -62)), monthStart(addDays(today(), -31))];
    const count = await importLocationKeywords(s.db, {
      tenantId: s.f.tenantA,
      location: store(2),
      client,
      months,
    });
    const rows = await s.db
      .select()
      .from(searchKeywordMonths)
      .where(eq(searchKeywordMonths.locationId, store(2).id));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((r) => r.month))).toEqual(new Set(months));
    expect(rows.some((r) => r.value === null && r.threshold === 15)).toBe(true);
    expect(rows.some((r) => r.value !== null && r.value >= 15 && r.threshold === null)).toBe(true);

    // The same month asked alone, one small page at a time, answers the stored rows.
    const pages = [];
    let pageToken: string | undefined;
    do {
      const page = await client.listSearchKeywords(
        store(2).googleId,
        { start: months[0]!, end: months[0]! },
        { pageSize: 4, pageToken },
      );
      pages.push(...(page.searchKeywordsCounts ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    const stored = rows.filter((r) => r.month === months[0]);
    expect(pages).toHaveLength(stored.length);
    for (const p of pages) {
      const row = stored.find((r) => r.keyword === p.searchKeyword)!;
      expect(p.insightsValue).toEqual(
        row.value === null ? { threshold: String(row.threshold) } : { value: String(row.value) },
      );
    }

    // Two months asked at once are summed by the service.
    const both = await client.listAllSearchKeywords(store(2).googleId, {
      start: months[0]!,
      end: months[1]!,
    });
    const top = both[0]!;
    const sum = rows
      .filter((r) => r.keyword === top.searchKeyword)
      .reduce((n, r) => n + (r.value ?? 0), 0);
    expect(top.insightsValue).toEqual({ value: String(sum) });
    await expectRollupsExact(s.db);
  });
});

describe("incremental metrics sync", () => {
  const run = async (range: { start: string; end: string }) => {
    asked.length = 0;
    const item = {
      payload: {
        locationId: store(2).id,
        googleId: store(2).googleId,
        account: "accounts/1001",
        name: "S",
        range,
      },
    } as unknown as JobItem;
    const outcome = await syncMetricsItem(item, {
      db: s.db as Db,
      queue: s.queue,
      tenantId: s.f.tenantA,
      jobId: randomUUID(),
      kind: "METRICS_SYNC",
    });
    expect(outcome).toMatchObject({ ok: true });
    const param = (u: URL, key: string) => Number(u.searchParams.get(key));
    const day = (u: URL, which: string) =>
      `${param(u, `dailyRange.${which}_date.year`)}-${String(param(u, `dailyRange.${which}_date.month`)).padStart(2, "0")}-${String(param(u, `dailyRange.${which}_date.day`)).padStart(2, "0")}`;
    return {
      days: asked
        .filter((u) => u.pathname.endsWith(":fetchMultiDailyMetricsTimeSeries"))
        .map((u) => ({ start: day(u, "start"), end: day(u, "end") })),
      months: asked
        .filter((u) => u.pathname.endsWith("/monthly"))
        .map(
          (u) =>
            `${param(u, "monthlyRange.start_month.year")}-${String(param(u, "monthlyRange.start_month.month")).padStart(2, "0")}..${param(u, "monthlyRange.end_month.year")}-${String(param(u, "monthlyRange.end_month.month")).padStart(2, "0")}`,
        ),
    };
  };

  it("reads the whole period first, then only from the last stored day less three", async () => {
    // A store never synced: the keyword months an earlier test imported (last month's among them,
    // which is past this period's first month early in a month) are not this sync's.
    await s.db.delete(searchKeywordMonths).where(eq(searchKeywordMonths.locationId, store(2).id));
    const now = new Date();
    const earlier = new Date(now.getTime() - 5 * 86_400_000);
    const firstPeriod = metricsRange("1M", earlier);
    const first = await run(firstPeriod);
    expect(first.days).toEqual([firstPeriod]);
    // Months from the period's first to the month the sync started in, one call each.
    const firstMonths = first.months.map((m) => m.slice(0, 7));
    expect(firstMonths[0]).toBe(firstPeriod.start.slice(0, 7));
    expect(firstMonths.at(-1)).toBe(isoDay(earlier).slice(0, 7));
    for (const m of first.months) expect(m.slice(0, 7)).toBe(m.slice(9));

    const period = metricsRange("1M", now);
    const second = await run(period);
    expect(second.days).toEqual([{ start: addDays(firstPeriod.end, -3), end: period.end }]);
    const lastMonth = isoDay(earlier).slice(0, 7);
    expect(second.months[0]!.slice(0, 7)).toBe(lastMonth);
    expect(second.months.at(-1)!.slice(0, 7)).toBe(isoDay(now).slice(0, 7));

    // Nothing new: only the correction days and the current month again.
    const third = await run(period);
    expect(third.days).toEqual([{ start: addDays(period.end, -3), end: period.end }]);
    expect(third.months.map((m) => m.slice(0, 7))).toEqual([isoDay(now).slice(0, 7)]);

    const days = await runningDays(s.db, store(2).id);
    expect(days[0]).toBe(firstPeriod.start);
    expect(days.at(-1)).toBe(period.end);
    expectDense(days);
    expect(await runningSums(s.db, store(2).id, firstPeriod.start, period.end)).toEqual(
      await dailySums(s.db, store(2).id, firstPeriod.start, period.end),
    );
    await expectRollupsExact(s.db);
  });
});
