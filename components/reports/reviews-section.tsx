import { useLocale, useTranslations } from "next-intl";
import { PERCENTAGE_TEXT_CLASS } from "@/components/common/tone-text";
import { SectionCard } from "@/components/common/section-card";
import type {
  ReportPerformanceFragment,
  ReportReviewsFragment,
} from "@/lib/graphql/generated/client/graphql";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { reviewPercentageColour } from "@/lib/insights/stars";
import { cn } from "@/lib/utils";
import { ChartCard, type ChartRow } from "./chart-card";
import { deltaPercent, formatDelta, formatValue, replyTimeParts } from "@/lib/reports/format";

/** Ratings and volume over time, the stars' spread, replies, and the posts published. */
export function ReviewsSection({
  reviews,
  posts,
  compared,
}: {
  reviews: ReportReviewsFragment;
  posts: ReportPerformanceFragment["posts"];
  compared: boolean;
}) {
  const t = useTranslations("reports");
  const locale = useLocale() as Locale;
  const ratingRows: ChartRow[] = reviews.series.map((p) => ({
    x: p.day,
    values: { rating: p.averageRating ?? null },
  }));
  const volumeRows: ChartRow[] = reviews.series.map((p) => ({
    x: p.day,
    values: { count: p.count, replied: p.replied },
  }));
  const starRows: ChartRow[] = [5, 4, 3, 2, 1].map((stars) => ({
    x: t("reviews.stars", { stars }),
    values: { count: reviews.ratings.find((r) => r.stars === stars)?.count ?? 0 },
  }));
  const postDelta = compared ? deltaPercent(posts.published, posts.publishedPrevious) : null;
  return (
    <>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard
          id="chart-rating"
          title={t("charts.rating")}
          description={t("charts.bucketDescription")}
          type="line"
          xKind="day"
          xLabel={t("chart.period")}
          series={[{ key: "rating", label: t("kpi.rating") }]}
          rows={ratingRows}
          format={{ kind: "rating" }}
          domain={[0, 5]}
        />
        <ChartCard
          id="chart-review-volume"
          title={t("charts.reviewVolume")}
          description={t("charts.bucketDescription")}
          type="bar"
          xKind="day"
          xLabel={t("chart.period")}
          series={[
            { key: "count", label: t("kpi.reviews") },
            { key: "replied", label: t("reviews.replied") },
          ]}
          rows={volumeRows}
          format={{ kind: "number" }}
          totals
        />
        <ChartCard
          id="chart-stars"
          title={t("charts.stars")}
          type="bar"
          xKind="label"
          xLabel={t("chart.stars")}
          series={[{ key: "count", label: t("kpi.reviews") }]}
          rows={reviews.total > 0 ? starRows : []}
          format={{ kind: "number" }}
          totals
        />
        <ReplyCard reviews={reviews} />
      </div>
      <ChartCard
        id="chart-posts"
        title={t("charts.posts")}
        type="bar"
        xKind="day"
        xLabel={t("chart.day")}
        series={[{ key: "published", label: t("posts.published") }]}
        rows={posts.daily.map((p) => ({ x: p.day, values: { published: p.value } }))}
        format={{ kind: "number" }}
        totals
        summary={
          <p className="text-sm" data-testid="posts-published">
            {t("posts.summary", { n: formatNumber(posts.published, locale) })}
            {postDelta !== null ? (
              <span className="text-muted-foreground ml-2">{formatDelta(postDelta, locale)}</span>
            ) : null}
          </p>
        }
      />
    </>
  );
}

function ReplyCard({ reviews }: { reviews: ReportReviewsFragment }) {
  const t = useTranslations("reports.reviews");
  const locale = useLocale() as Locale;
  const colour = reviewPercentageColour(reviews.replyRate);
  const time = (hours: number | null | undefined) => {
    if (hours === null || hours === undefined) return t("noReplies");
    const { unit, n } = replyTimeParts(hours);
    return t(`time.${unit}`, { n: formatNumber(n, locale, 1) });
  };
  return (
    <SectionCard title={t("replyTitle")} description={t("replyDescription")}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="report-replies">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{t("replyRate")}</dt>
          <dd
            className={cn(
              "text-3xl font-semibold tabular-nums",
              colour && PERCENTAGE_TEXT_CLASS[colour],
            )}
            data-colour={colour ?? undefined}
          >
            {formatValue(reviews.replyRate ?? null, { kind: "percent" }, locale)}
          </dd>
          <dd className="text-muted-foreground text-xs">
            {t("repliedOf", {
              replied: formatNumber(reviews.replied, locale),
              total: formatNumber(reviews.total, locale),
            })}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{t("averageTime")}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{time(reviews.averageReplyHours)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground text-sm">{t("medianTime")}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{time(reviews.medianReplyHours)}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
