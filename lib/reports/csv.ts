// Numbers unformatted so spreadsheets read them as numbers; a UTF-8 BOM so they read accents too.
import { csvCell } from "@/lib/format/csv";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { exportTranslator, pageTranslator } from "./pdf-text";
import {
  changeOf,
  dailyActions,
  metricsGap,
  reportTotals,
  totalChange,
  type Change,
} from "./pdf-totals";
import type { Report } from "./types";

type Cell = string | number | null;

const round = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100) / 100;

export function buildReportCsv(report: Report, locale: Locale): string {
  const t = exportTranslator(locale);
  const page = pageTranslator(locale);
  const { performance, reviews, revenue } = report;
  const compared = Boolean(performance.compareRange);
  const gap = metricsGap(report);
  const section = (key: string) => t(`csv.${key}` as "csv.totals");
  const metricName = (metric: string) =>
    page.has(`metrics.${metric}` as "metrics.CALL_CLICKS")
      ? page(`metrics.${metric}` as "metrics.CALL_CLICKS")
      : metric;
  /** The change cell: the rounded percentage, or the missing days' notice. */
  const change = (c: Change): Cell =>
    c === null
      ? null
      : "noDataBefore" in c
        ? t("noDataBefore", { date: formatDate(c.noDataBefore, locale) })
        : c.percent;
  const compare = (value: number, previous: number, withGap: boolean): Cell[] =>
    compared ? [round(previous), change(changeOf(value, previous, withGap ? gap : null))] : [];

  const rows: Cell[][] = [
    [
      t("csv.section"),
      t("csv.name"),
      t("csv.day"),
      t("csv.value"),
      t("csv.previous"),
      t("csv.change"),
    ],
  ];
  const add = (key: string, name: string, day: string | null, value: Cell, ...rest: Cell[]) =>
    rows.push([section(key), name, day, value, ...rest]);

  add("range", t("csv.from"), performance.range.from, null);
  add("range", t("csv.to"), performance.range.to, null);
  if (performance.compareRange) {
    add("compared", t("csv.from"), performance.compareRange.from, null);
    add("compared", t("csv.to"), performance.compareRange.to, null);
  }
  if (performance.dataFrom) add("dataFrom", t("csv.metrics"), performance.dataFrom, null);

  for (const total of reportTotals(report)) {
    const name =
      total.kind === "money"
        ? `${t(`totals.${total.key}`)} (${revenue.settings.currency})`
        : t(`totals.${total.key}`);
    const rest = compared ? [round(total.previous), change(totalChange(report, total))] : [];
    add("totals", name, null, round(total.value), ...rest);
  }
  // Every metric, the platform-and-device impressions among them.
  for (const m of performance.metrics)
    add(
      "metrics",
      metricName(m.metric),
      null,
      m.totalValue,
      ...compare(m.totalValue, m.totalPrevious, true),
    );

  // The daily chart's two series, then every metric day by day (the actions chart's stack).
  const impressions = new Map<string, number>();
  for (const series of performance.daily)
    if (series.metric.includes("IMPRESSION"))
      for (const p of series.points)
        impressions.set(p.day, (impressions.get(p.day) ?? 0) + p.value);
  for (const [day, value] of [...impressions].sort(([a], [b]) => (a < b ? -1 : 1)))
    add("daily", page("kpi.impressions"), day, value);
  for (const point of dailyActions(report))
    add("daily", page("kpi.actions"), point.day, point.value);
  for (const series of performance.daily)
    for (const point of series.points)
      add("dailyMetrics", metricName(series.metric), point.day, point.value);

  const stores = (key: string, list: Report["performance"]["topStores"]) => {
    for (const store of list)
      add(
        key,
        store.name,
        null,
        store.actions,
        ...compare(store.actions, store.actionsPrevious, true),
      );
  };
  stores("topStores", performance.topStores);
  stores("bottomStores", performance.bottomStores);
  for (const keyword of performance.keywords) add("keywords", keyword.keyword, null, keyword.value);

  for (const stars of [5, 4, 3, 2, 1])
    add(
      "stars",
      page("reviews.stars", { stars }),
      null,
      reviews.ratings.find((r) => r.stars === stars)?.count ?? 0,
    );
  for (const point of reviews.series) {
    add("reviewsOverTime", page("kpi.reviews"), point.day, point.count);
    add("reviewsOverTime", page("reviews.replied"), point.day, point.replied);
    add("reviewsOverTime", page("kpi.rating"), point.day, round(point.averageRating ?? null));
  }
  add("replies", page("reviews.replied"), null, reviews.replied);
  add(
    "replies",
    `${page("reviews.averageTime")} (h)`,
    null,
    round(reviews.averageReplyHours ?? null),
  );
  add(
    "replies",
    `${page("reviews.medianTime")} (h)`,
    null,
    round(reviews.medianReplyHours ?? null),
  );

  const posts = performance.posts;
  add(
    "posts",
    page("posts.published"),
    null,
    posts.published,
    ...compare(posts.published, posts.publishedPrevious, false),
  );
  for (const point of posts.daily) add("posts", page("posts.published"), point.day, point.value);

  const income = `${page("revenue.income")} (${revenue.settings.currency})`;
  for (const point of revenue.daily) add("income", income, point.day, round(point.value));
  for (const store of revenue.stores)
    add(
      "incomeByStore",
      store.name,
      null,
      round(store.income),
      ...compare(store.income, store.incomePrevious, true),
    );

  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
