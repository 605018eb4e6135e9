import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Locale } from "@/lib/i18n/config";
import { DAILY_METRICS } from "@/lib/maps/types-performance";
import { expectJobDone, graphql, simulatorAccessToken } from "./helpers";
import { signInOnce } from "./sign-in-once";

// What the report journeys expect, summed from the simulator's Performance API over HTTP and
// never read from the product; and the report page's chart and table controls.

export const SIM_API = "/api/maps-sim";
export const DAY_MS = 86_400_000;

export type Store = {
  _id: string;
  id: string;
  locationName: string;
  address: { locality: string | null };
};
/** Per metric: its total and its value on each day. */
export type Sums = Record<string, { total: number; days: Record<string, number> }>;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Makes the product hold the metrics of yesterday (UTC) before a report is compared with the
 * simulator. The seed imported them up to the day before the run started; when the day has turned
 * since, the daily sync has not run yet (its clock is off here), so the admin's "sync now" for
 * metrics reads the new day, as an admin would.
 */
export async function metricsThroughYesterday(page: Page) {
  if (isoDay(Date.now()) === process.env.E2E_RUN_DAY) return;
  const { runSync } = await graphql<{ runSync: { id: string } }>(
    page,
    `
      mutation ReportsE2EMetricsSync {
        runSync(kind: METRICS) {
          id
        }
      }
    `,
  );
  await expectJobDone(page, runSync.id, 120_000);
  process.env.E2E_RUN_DAY = isoDay(Date.now());
}

/** The 90 days ending yesterday (UTC), as the report's preset counts them. */
export function last90Days() {
  const yesterday = Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS;
  return { start: isoDay(yesterday - 89 * DAY_MS), end: isoDay(yesterday) };
}

export async function flagshipWorkspace(page: Page) {
  const { workspaces } = await graphql<{ workspaces: { _id: string; name: string }[] }>(
    page,
    `
      query ReportsE2EWorkspace {
        workspaces(search: "Flagship") {
          _id
          name
        }
      }
    `,
  );
  const workspace = workspaces.find((w) => w.name === "Flagship");
  expect(workspace, "acme's seeded Flagship workspace").toBeTruthy();
  const { locations } = await graphql<{ locations: { total: number; items: Store[] } }>(
    page,
    `
      query ReportsE2EStores($id: ID) {
        locations(workspaceId: $id, limit: 100) {
          total
          items {
            _id
            id
            locationName
            address {
              locality
            }
          }
        }
      }
    `,
    { id: workspace!._id },
  );
  expect(locations.total).toBe(locations.items.length);
  return { id: workspace!._id, stores: locations.items };
}

/** Every daily metric of one store over the range, from the simulator's Performance API. */
export async function simulatorMetrics(
  request: APIRequestContext,
  token: string,
  store: Store,
  range: { start: string; end: string },
): Promise<Sums> {
  const [sy, sm, sd] = range.start.split("-");
  const [ey, em, ed] = range.end.split("-");
  const query = new URLSearchParams({
    "dailyRange.start_date.year": sy!,
    "dailyRange.start_date.month": String(Number(sm)),
    "dailyRange.start_date.day": String(Number(sd)),
    "dailyRange.end_date.year": ey!,
    "dailyRange.end_date.month": String(Number(em)),
    "dailyRange.end_date.day": String(Number(ed)),
  });
  for (const metric of DAILY_METRICS) query.append("dailyMetrics", metric);
  const response = await request.get(
    `${SIM_API}/businessprofileperformance/v1/${store.id}:fetchMultiDailyMetricsTimeSeries?${query}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.ok(), await response.text()).toBe(true);
  type Dated = { date: { year: number; month: number; day: number }; value?: string };
  type Series = { dailyMetric: string; timeSeries: { datedValues?: Dated[] } };
  const body = (await response.json()) as {
    multiDailyMetricTimeSeries?: { dailyMetricTimeSeries?: Series[] }[];
  };
  const sums: Sums = {};
  for (const series of (body.multiDailyMetricTimeSeries ?? []).flatMap(
    (group) => group.dailyMetricTimeSeries ?? [],
  )) {
    const entry = (sums[series.dailyMetric] ??= { total: 0, days: {} });
    for (const dated of series.timeSeries.datedValues ?? []) {
      const { year, month, day } = dated.date;
      const key = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
      const value = Number(dated.value ?? 0);
      entry.total += value;
      entry.days[key] = (entry.days[key] ?? 0) + value;
    }
  }
  return sums;
}

/** Months ("YYYY-MM") from the range's first to its last, both included. */
export function monthsOf(range: { start: string; end: string }): string[] {
  const months: string[] = [];
  let [year, month] = range.start.split("-").map(Number) as [number, number];
  const last = range.end.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * `read` of every item, eight at a time, answered in the items' order. One at a time, the
 * simulator reads behind a workspace's expected numbers took seconds of each report journey.
 */
async function readEach<T, R>(items: T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 8)
    results.push(...(await Promise.all(items.slice(i, i + 8).map(read))));
  return results;
}

/**
 * The stores' search keywords of each month the range touches, from the simulator, one month at
 * a time as the service reports them: each keyword's impressions summed over stores and months.
 */
export async function simulatorKeywords(
  request: APIRequestContext,
  token: string,
  stores: Store[],
  range: { start: string; end: string },
): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  type Count = { searchKeyword: string; insightsValue: { value?: string; threshold?: string } };
  const reads = stores.flatMap((store) => monthsOf(range).map((month) => ({ store, month })));
  const pages = await readEach(reads, async ({ store, month }) => {
    const counts: Count[] = [];
    const [year, m] = month.split("-");
    let pageToken: string | undefined;
    do {
      const response = await request.get(
        `${SIM_API}/businessprofileperformance/v1/${store.id}/searchkeywords/impressions/monthly`,
        {
          headers: { authorization: `Bearer ${token}` },
          params: {
            "monthlyRange.start_month.year": year!,
            "monthlyRange.start_month.month": String(Number(m)),
            "monthlyRange.end_month.year": year!,
            "monthlyRange.end_month.month": String(Number(m)),
            pageSize: 100,
            ...(pageToken ? { pageToken } : {}),
          },
        },
      );
      expect(response.ok(), await response.text()).toBe(true);
      const body = (await response.json()) as {
        searchKeywordsCounts?: Count[];
        nextPageToken?: string;
      };
      counts.push(...(body.searchKeywordsCounts ?? []));
      pageToken = body.nextPageToken;
    } while (pageToken);
    return counts;
  });
  for (const count of pages.flat()) {
    const value = Number(count.insightsValue.value ?? 0);
    totals.set(count.searchKeyword, (totals.get(count.searchKeyword) ?? 0) + value);
  }
  return totals;
}

/** The workspace's numbers summed by hand: all stores together, and each store's actions. */
export async function expectedNumbers(
  page: Page,
  baseURL: string,
  stores: Store[],
  range: ReturnType<typeof last90Days>,
) {
  const token = await simulatorAccessToken(page.request, baseURL, "sim-owner-acme");
  const all: Sums = {};
  const perStore: { name: string; actions: number }[] = [];
  const read = (store: Store) => simulatorMetrics(page.request, token, store, range);
  for (const [i, sums] of (await readEach(stores, read)).entries()) {
    const store = stores[i]!;
    for (const [metric, { total, days }] of Object.entries(sums)) {
      const entry = (all[metric] ??= { total: 0, days: {} });
      entry.total += total;
      for (const [day, value] of Object.entries(days))
        entry.days[day] = (entry.days[day] ?? 0) + value;
    }
    const total = (m: string) => sums[m]?.total ?? 0;
    perStore.push({
      name: store.locationName,
      actions:
        total("BUSINESS_DIRECTION_REQUESTS") + total("CALL_CLICKS") + total("WEBSITE_CLICKS"),
    });
  }
  const total = (m: string) => all[m]?.total ?? 0;
  const impressions = Object.keys(all)
    .filter((m) => m.includes("IMPRESSION"))
    .reduce((sum, m) => sum + total(m), 0);
  const directions = total("BUSINESS_DIRECTION_REQUESTS");
  const calls = total("CALL_CLICKS");
  const website = total("WEBSITE_CLICKS");
  const dayValue = (day: string, pick: (m: string) => boolean) =>
    Object.entries(all)
      .filter(([m]) => pick(m))
      .reduce((sum, [, e]) => sum + (e.days[day] ?? 0), 0);
  return {
    all,
    total,
    impressions,
    actions: directions + calls + website,
    traffic: 0.8 * directions + 0.4 * calls + 0.1 * website,
    firstDay: {
      impressions: dayValue(range.start, (m) => m.includes("IMPRESSION")),
      actions: dayValue(range.start, (m) =>
        ["BUSINESS_DIRECTION_REQUESTS", "CALL_CLICKS", "WEBSITE_CLICKS"].includes(m),
      ),
    },
    topActions: perStore
      .map((s) => s.actions)
      .sort((a, b) => b - a)
      .slice(0, 10),
    keywords: await simulatorKeywords(page.request, token, stores, range),
  };
}

/** Opens a chart's table view and answers its table. */
export async function openTable(page: Page, chart: string, labels: Labels) {
  const card = page.getByTestId(chart);
  await card.getByRole("button", { name: labels.viewAsTable }).click();
  const table = card.getByTestId(`${chart}-table`);
  await expect(table).toBeVisible();
  return table;
}

export type Labels = {
  viewAsTable: string;
  viewAsChart: string;
  maps: string;
  search: string;
  total: string;
};
export const LABELS: Record<Locale, Labels> = {
  en: {
    viewAsTable: "View as table",
    viewAsChart: "View as chart",
    maps: "Maps",
    search: "Search",
    total: "Total",
  },
  es: {
    viewAsTable: "Ver como tabla",
    viewAsChart: "Ver como gráfico",
    maps: "Maps",
    search: "Búsqueda",
    total: "Total",
  },
};

/** The range moved by whole days (the previous period) or to the same days a year before. */
export function shiftRange(range: { start: string; end: string }, by: number | "year") {
  const move = (day: string) =>
    by === "year"
      ? `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`
      : isoDay(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS);
  return { start: move(range.start), end: move(range.end) };
}

/** The workspace's impressions and actions over a range, summed from the simulator alone. */
export async function expectedTotals(
  page: Page,
  baseURL: string,
  stores: Store[],
  range: { start: string; end: string },
) {
  const token = await simulatorAccessToken(page.request, baseURL, "sim-owner-acme");
  let impressions = 0;
  let actions = 0;
  const read = (store: Store) => simulatorMetrics(page.request, token, store, range);
  for (const sums of await readEach(stores, read)) {
    for (const [metric, { total }] of Object.entries(sums)) {
      if (metric.includes("IMPRESSION")) impressions += total;
      if (["BUSINESS_DIRECTION_REQUESTS", "CALL_CLICKS", "WEBSITE_CLICKS"].includes(metric))
        actions += total;
    }
  }
  return { impressions, actions };
}

/** A report reads a quarter of daily rows of every store: more than the default wait on a busy machine. */
export const REPORT_LOAD = { timeout: 30_000 };

/** One sign-in per spec file: later tests start with that session's cookies. */
export const signIn = (page: Page, locale: Locale = "en") =>
  signInOnce(page, "admin", "Admin123!", locale);
