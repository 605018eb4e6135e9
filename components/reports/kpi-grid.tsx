import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { PERCENTAGE_TEXT_CLASS } from "@/components/common/tone-text";
import { Card } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/config";
import type { PercentageColour } from "@/lib/insights/stars";
import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format/date";
import {
  deltaPercent,
  formatDelta,
  formatPair,
  formatValue,
  type ValueFormat,
} from "@/lib/reports/format";

export type Kpi = {
  id: string;
  label: string;
  value: number | null;
  /** The compared period's value; undefined without a comparison. */
  previous?: number | null;
  format: ValueFormat;
  /** Spec §9 percentage colour of the value (the reply rate). */
  colour?: PercentageColour | null;
  /** The first day of data when the compared range starts before it: no change is shown. */
  noDataBefore?: string | null;
};

/** The report's totals as cards: the value as k or m, its full figure on hover, the change. */
export function KpiGrid({ items }: { items: Kpi[] }) {
  const t = useTranslations("reports.kpi");
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6"
      aria-label={t("label")}
    >
      {items.map((item) => (
        <li key={item.id}>
          <KpiCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function KpiCard({ item }: { item: Kpi }) {
  const t = useTranslations("reports.kpi");
  const locale = useLocale() as Locale;
  const delta =
    item.previous === undefined || item.value === null
      ? undefined
      : deltaPercent(item.value, item.previous);
  const Arrow = !delta ? ArrowRight : delta > 0 ? ArrowUpRight : ArrowDownRight;
  const pair = formatPair(item.value, item.previous, item.format, locale, true);
  return (
    <Card
      className="h-full gap-1 px-4 py-3"
      data-testid={`kpi-${item.id}`}
      data-value={item.value ?? ""}
    >
      <p className="text-muted-foreground text-xs font-medium sm:text-sm">{item.label}</p>
      <p
        className={cn(
          "text-xl font-semibold whitespace-nowrap tabular-nums sm:text-2xl",
          item.colour && PERCENTAGE_TEXT_CLASS[item.colour],
        )}
        data-colour={item.colour ?? undefined}
        title={formatValue(item.value, item.format, locale)}
      >
        {pair.value}
      </p>
      {delta === undefined ? null : item.noDataBefore ? (
        <p className="text-muted-foreground text-xs" data-testid={`kpi-${item.id}-no-data`}>
          {t("noDataBefore", { date: formatDate(item.noDataBefore, locale) })}
        </p>
      ) : delta === null ? (
        <p className="text-muted-foreground text-xs">{t("noPrevious")}</p>
      ) : (
        <p
          className={cn(
            "flex items-center gap-0.5 text-xs font-medium tabular-nums",
            delta > 0 ? "text-success" : delta < 0 ? "text-destructive" : "text-muted-foreground",
          )}
          data-testid={`kpi-${item.id}-delta`}
        >
          <Arrow className="size-3.5" aria-hidden />
          <span>
            {t("delta", {
              delta: formatDelta(delta, locale),
              previous: pair.previous,
            })}
          </span>
        </p>
      )}
    </Card>
  );
}
