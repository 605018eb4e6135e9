import { getLocale, getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import { Link } from "@/components/ui/link";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate, monthTitle } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import type { Counts } from "./topic-counts";
import { inboxHref } from "./topic-links";
import { TrendChart } from "./trend-chart";

export type TrendPoint = { start: string; from: string; to: string; counts: Counts };

/**
 * One topic's reviews per week or month, stacked by sentiment: the chart (its library loads when it
 * is about to be seen) and the same numbers as a table, each a link to its reviews in the inbox.
 */
export async function TopicTrend({
  topic,
  topicName,
  interval,
  points,
  storeIds,
}: {
  topic: string;
  topicName: string;
  interval: "WEEK" | "MONTH";
  points: readonly TrendPoint[];
  storeIds: readonly string[];
}) {
  const [t, locale] = await Promise.all([getTranslations("reviewTopics.trend"), getLocale()]);
  const loc = locale as Locale;
  const label = (point: TrendPoint) =>
    interval === "MONTH" ? monthTitle(point.start.slice(0, 7), loc) : formatDate(point.from, loc);
  const rows = points.map((point) => ({ ...point, label: label(point) }));
  const n = (value: number) => formatNumber(value, loc);
  const cell = (
    point: TrendPoint,
    value: number,
    sentiment?: "POSITIVE" | "NEUTRAL" | "NEGATIVE",
  ) =>
    value > 0 ? (
      <Link
        href={inboxHref({ topic, sentiment, from: point.from, to: point.to, storeIds })}
        className="underline-offset-4 hover:underline"
      >
        {n(value)}
      </Link>
    ) : (
      n(0)
    );
  return (
    <SectionCard
      title={t("title", { topic: topicName })}
      description={t(interval === "WEEK" ? "weekly" : "monthly")}
    >
      <div className="flex flex-col gap-4">
        <div className="h-56 w-full" role="img" aria-label={t("chartLabel", { topic: topicName })}>
          <TrendChart
            rows={rows.map((row) => ({ x: row.label, ...row.counts }))}
            labels={{ positive: t("positive"), neutral: t("neutral"), negative: t("negative") }}
          />
        </div>
        <details>
          <summary className="cursor-pointer text-sm font-medium">{t("asTable")}</summary>
          <Table aria-label={t("title", { topic: topicName })} className="mt-2">
            <TableHeader>
              <TableRow>
                <TableHead>{t(interval === "WEEK" ? "week" : "month")}</TableHead>
                <TableHead className="text-right">{t("reviews")}</TableHead>
                <TableHead className="text-right">{t("positive")}</TableHead>
                <TableHead className="text-right">{t("neutral")}</TableHead>
                <TableHead className="text-right">{t("negative")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.start}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {cell(row, row.counts.total)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {cell(row, row.counts.positive, "POSITIVE")}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {cell(row, row.counts.neutral, "NEUTRAL")}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {cell(row, row.counts.negative, "NEGATIVE")}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </details>
      </div>
    </SectionCard>
  );
}
