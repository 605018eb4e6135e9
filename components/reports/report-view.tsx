import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type {
  ReportPerformanceFragment,
  ReportReviewsFragment,
  ReportRevenueFragment,
} from "@/lib/graphql/generated/client/graphql";
import { reviewPercentageColour } from "@/lib/insights/stars";
import { ChartCard, type ChartRow } from "./chart-card";
import { comparisonGap, sumSeries, type ValueFormat } from "@/lib/reports/format";
import { KpiGrid, type Kpi } from "./kpi-grid";
import { ReviewsSection } from "./reviews-section";
import { KeywordsTableCard, StoresTableCard } from "./report-tables";
import { RevenueSection } from "./revenue-section";

/** What a report shows: the page reads it through GraphQL, a share link from the same services. */
export type ReportData = {
  performance: ReportPerformanceFragment;
  reviews: ReportReviewsFragment;
  revenue: ReportRevenueFragment;
};

const NUMBER: ValueFormat = { kind: "number" };
const IMPRESSION_METRICS = [
  ["BUSINESS_IMPRESSIONS_DESKTOP_MAPS", "desktop", "maps"],
  ["BUSINESS_IMPRESSIONS_DESKTOP_SEARCH", "desktop", "search"],
  ["BUSINESS_IMPRESSIONS_MOBILE_MAPS", "mobile", "maps"],
  ["BUSINESS_IMPRESSIONS_MOBILE_SEARCH", "mobile", "search"],
] as const;
/** The spec's three actions first, then the other interactions in the service's order. */
const ACTION_METRICS = [
  "BUSINESS_DIRECTION_REQUESTS",
  "CALL_CLICKS",
  "WEBSITE_CLICKS",
  "BUSINESS_CONVERSATIONS",
  "BUSINESS_BOOKINGS",
  "BUSINESS_FOOD_ORDERS",
  "BUSINESS_FOOD_MENU_CLICKS",
];
const isImpression = (metric: string) => metric.includes("IMPRESSION");
const SPEC_ACTIONS = new Set(ACTION_METRICS.slice(0, 3));

/** Rows of day-by-day series side by side, one row per day. */
export function dayRows(series: Record<string, readonly { day: string; value: number }[]>) {
  const rows = new Map<string, ChartRow>();
  for (const [key, points] of Object.entries(series)) {
    for (const point of points) {
      const row = rows.get(point.day) ?? { x: point.day, values: {} };
      row.values[key] = point.value;
      rows.set(point.day, row);
    }
  }
  return [...rows.values()].sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0));
}

/**
 * The whole report, read-only: totals with their change, then every chart (each also as a table).
 * `settings` is the revenue settings form where the viewer may change them.
 */
export function ReportView({ data, settings }: { data: ReportData; settings?: ReactNode }) {
  const t = useTranslations("reports");
  const { performance, reviews, revenue } = data;
  const compared = Boolean(performance.compareRange);
  // Metrics start on their first imported day: a comparison reaching before it has no change.
  const noDataBefore = comparisonGap(performance.compareRange, performance.dataFrom);
  const metric = (name: string) => performance.metrics.find((m) => m.metric === name);
  const total = (name: string) => metric(name)?.totalValue ?? 0;
  const previous = (value: number | null | undefined) => (compared ? (value ?? 0) : undefined);
  const money: ValueFormat = { kind: "currency", currency: revenue.settings.currency };
  const metricKpi = (id: string, name: string): Kpi => ({
    id,
    label: t(`metrics.${name}` as "metrics.CALL_CLICKS"),
    value: total(name),
    previous: previous(metric(name)?.totalPrevious),
    format: NUMBER,
    noDataBefore,
  });
  const kpis: Kpi[] = [
    {
      id: "impressions",
      label: t("kpi.impressions"),
      value: performance.impressions.totalValue,
      previous: previous(performance.impressions.totalPrevious),
      format: NUMBER,
      noDataBefore,
    },
    {
      id: "actions",
      label: t("kpi.actions"),
      value: performance.actions.totalValue,
      previous: previous(performance.actions.totalPrevious),
      format: NUMBER,
      noDataBefore,
    },
    metricKpi("directions", "BUSINESS_DIRECTION_REQUESTS"),
    metricKpi("calls", "CALL_CLICKS"),
    metricKpi("website", "WEBSITE_CLICKS"),
    metricKpi("conversations", "BUSINESS_CONVERSATIONS"),
    metricKpi("bookings", "BUSINESS_BOOKINGS"),
    {
      id: "traffic",
      label: t("kpi.traffic"),
      value: revenue.traffic,
      previous: previous(revenue.trafficPrevious),
      format: NUMBER,
      noDataBefore,
    },
    {
      id: "income",
      label: t("kpi.income"),
      value: revenue.income,
      previous: previous(revenue.incomePrevious),
      format: money,
      noDataBefore,
    },
    {
      id: "reviews",
      label: t("kpi.reviews"),
      value: reviews.total,
      previous: previous(reviews.totalPrevious),
      format: NUMBER,
    },
    {
      id: "rating",
      label: t("kpi.rating"),
      value: reviews.averageRating ?? null,
      previous: compared ? (reviews.averageRatingPrevious ?? null) : undefined,
      format: { kind: "rating" },
    },
    {
      id: "replyRate",
      label: t("kpi.replyRate"),
      value: reviews.replyRate ?? null,
      previous: compared ? (reviews.replyRatePrevious ?? null) : undefined,
      format: { kind: "percent" },
      colour: reviewPercentageColour(reviews.replyRate),
    },
  ];

  const daily = dayRows({
    impressions: sumSeries(performance.daily, isImpression),
    actions: sumSeries(performance.daily, (m) => SPEC_ACTIONS.has(m)),
  });
  const platformRows: ChartRow[] = (["maps", "search"] as const).map((platform) => ({
    x: t(`platform.${platform}`),
    values: Object.fromEntries(
      IMPRESSION_METRICS.filter(([, , p]) => p === platform).map(([name, device]) => [
        device,
        total(name),
      ]),
    ),
  }));
  const actionMetrics = ACTION_METRICS.filter(
    (name) => SPEC_ACTIONS.has(name) || performance.metrics.some((m) => m.metric === name),
  );
  const actionRows = dayRows(
    Object.fromEntries(
      actionMetrics.map((name) => [
        name,
        performance.daily.find((s) => s.metric === name)?.points ?? [],
      ]),
    ),
  );

  return (
    <div className="flex flex-col gap-4" data-testid="report-view">
      <KpiGrid items={kpis} />
      <ChartCard
        id="chart-daily"
        title={t("charts.daily")}
        description={t("charts.dailyDescription")}
        type="line"
        xKind="day"
        xLabel={t("chart.day")}
        series={[
          { key: "impressions", label: t("kpi.impressions") },
          { key: "actions", label: t("kpi.actions") },
        ]}
        rows={daily}
        format={NUMBER}
        totals
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard
          id="chart-platform"
          title={t("charts.platform")}
          type="bar"
          xKind="label"
          xLabel={t("chart.platform")}
          series={[
            { key: "desktop", label: t("platform.desktop") },
            { key: "mobile", label: t("platform.mobile") },
          ]}
          rows={platformRows}
          format={NUMBER}
          totals
        />
        <ChartCard
          id="chart-actions"
          title={t("charts.actions")}
          type="stacked"
          xKind="day"
          xLabel={t("chart.day")}
          series={actionMetrics.map((name) => ({
            key: name,
            label: t(`metrics.${name}` as "metrics.CALL_CLICKS"),
          }))}
          rows={actionRows}
          format={NUMBER}
          totals
        />
      </div>
      <div className="grid grid-cols-1 gap-4">
        <StoresTableCard
          id="report-top-stores"
          title={t("stores.top")}
          stores={performance.topStores}
          compared={compared}
          noDataBefore={noDataBefore}
        />
        <StoresTableCard
          id="report-bottom-stores"
          title={t("stores.bottom")}
          stores={performance.bottomStores}
          compared={compared}
          noDataBefore={noDataBefore}
        />
      </div>
      <KeywordsTableCard keywords={performance.keywords} />
      <ReviewsSection reviews={reviews} posts={performance.posts} compared={compared} />
      <RevenueSection revenue={revenue} compared={compared} settings={settings} />
    </div>
  );
}
