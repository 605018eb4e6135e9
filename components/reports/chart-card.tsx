import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/config";
import { ChartCardView } from "./chart-card-view";
import type { ChartCardProps } from "./chart-types";

export type { ChartCardProps, ChartRow, ChartSeries } from "./chart-types";

/**
 * A report chart with its "view as table" toggle. Translated where it renders (on the server), so
 * the public shared report needs no translator in the browser.
 */
export function ChartCard(props: ChartCardProps) {
  const t = useTranslations("reports.chart");
  const locale = useLocale() as Locale;
  const labels = {
    viewAsTable: t("viewAsTable"),
    viewAsChart: t("viewAsChart"),
    empty: t("empty"),
    total: t("total"),
  };
  return <ChartCardView {...props} locale={locale} labels={labels} />;
}
