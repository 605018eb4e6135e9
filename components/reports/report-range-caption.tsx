import { useTranslations } from "next-intl";
import type { ReportPerformanceFragment } from "@/lib/graphql/generated/client/graphql";
import { formatDate } from "@/lib/format/date";
import { countValues } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

/** "08/29/2026 – 11/26/2026, compared with …, 12 stores": what the numbers below cover. */
export function ReportRangeCaption({
  performance,
  locale,
}: {
  performance: Pick<ReportPerformanceFragment, "range" | "compareRange" | "storeCount">;
  locale: Locale;
}) {
  const t = useTranslations("reports.caption");
  const range = (r: { from: string; to: string }) =>
    `${formatDate(r.from, locale)} – ${formatDate(r.to, locale)}`;
  return (
    <p className="text-muted-foreground text-sm" data-testid="report-caption">
      {t("range", { range: range(performance.range) })}
      {performance.compareRange
        ? ` · ${t("compared", { range: range(performance.compareRange) })}`
        : ""}
      {` · ${t("stores", countValues(performance.storeCount, locale))}`}
    </p>
  );
}
