import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ReportRevenueFragment } from "@/lib/graphql/generated/client/graphql";
import { formatCurrency, formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { ChartCard } from "./chart-card";
import type { ValueFormat } from "@/lib/reports/format";

/** Estimated income over time and per store, with the ticket and conversion it comes from. */
export function RevenueSection({
  revenue,
  compared,
  settings,
}: {
  revenue: ReportRevenueFragment;
  compared: boolean;
  /** The settings form, where the viewer may change them. */
  settings?: ReactNode;
}) {
  const t = useTranslations("reports.revenue");
  const locale = useLocale() as Locale;
  const { ticket, conversionPercent, currency } = revenue.settings;
  const money: ValueFormat = { kind: "currency", currency };
  const basis = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted-foreground text-sm" data-testid="revenue-basis">
        {t("basis", {
          ticket: formatCurrency(ticket, currency, locale),
          conversion: formatNumber(conversionPercent, locale),
        })}
      </p>
      {settings}
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard
        id="chart-income"
        title={t("overTime")}
        description={t("formula")}
        type="line"
        xKind="day"
        xLabel={t("day")}
        series={[{ key: "income", label: t("income") }]}
        rows={revenue.daily.map((p) => ({ x: p.day, values: { income: p.value } }))}
        format={money}
        totals
        summary={basis}
      />
      <ChartCard
        id="chart-store-income"
        title={t("perStore")}
        type="bar"
        xKind="label"
        xLabel={t("store")}
        series={
          compared
            ? [
                { key: "income", label: t("income") },
                { key: "incomePrevious", label: t("incomePrevious") },
              ]
            : [{ key: "income", label: t("income") }]
        }
        rows={revenue.stores.map((s) => ({
          x: s.name,
          values: { income: s.income, incomePrevious: s.incomePrevious },
        }))}
        format={money}
      />
    </div>
  );
}
