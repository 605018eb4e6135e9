"use client";
import { BarChart3, Table2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { formatValue, type ValueFormat } from "@/lib/reports/format";

/** Colours of a chart's series, in order; readable on light and dark cards. */
const PALETTE = [
  "var(--color-primary)",
  "oklch(0.7 0.15 160)",
  "oklch(0.75 0.15 70)",
  "oklch(0.62 0.2 25)",
  "oklch(0.6 0.15 300)",
  "oklch(0.65 0.1 220)",
  "oklch(0.55 0.12 120)",
  "oklch(0.45 0.08 265)",
];

export type ChartSeries = { key: string; label: string };
/** One x value: a day (YYYY-MM-DD, shown as a date) or a label, and each series' value. */
export type ChartRow = { x: string; values: Record<string, number | null> };

export type ChartCardProps = {
  id: string;
  title: string;
  description?: string;
  /** "line" over days, "bar" side by side, "stacked" bars. */
  type: "line" | "bar" | "stacked";
  xKind: "day" | "label";
  /** The table's first column heading (Day, Platform, Store …). */
  xLabel: string;
  series: ChartSeries[];
  rows: ChartRow[];
  format: ValueFormat;
  /** Adds a Total row to the table (counts; not for ratings). */
  totals?: boolean;
  /** The value axis' fixed ends (ratings go 0 to 5). */
  domain?: [number, number];
  /** Beside the toggle: figures the card leads with. */
  summary?: ReactNode;
  className?: string;
};

/**
 * A report chart with its "view as table" toggle: the same numbers as an accessible table, in
 * full (the chart's axis shows them as k or m).
 */
export function ChartCard(props: ChartCardProps) {
  const t = useTranslations("reports.chart");
  const locale = useLocale() as Locale;
  const [asTable, setAsTable] = useState(false);
  const { id, title, description, rows, summary, className } = props;
  const empty = rows.length === 0;
  return (
    <Card className={className ? `gap-4 py-5 ${className}` : "gap-4 py-5"} data-testid={id}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle as="h2" id={`${id}-title`}>
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {empty ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-pressed={asTable}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? <BarChart3 aria-hidden /> : <Table2 aria-hidden />}
            {asTable ? t("viewAsChart") : t("viewAsTable")}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 sm:px-6">
        {summary}
        {empty ? (
          <p className="text-muted-foreground py-6 text-center text-sm">{t("empty")}</p>
        ) : asTable ? (
          <ChartTable {...props} locale={locale} totalLabel={t("total")} />
        ) : (
          <figure aria-labelledby={`${id}-title`} className="h-64 w-full">
            <ChartBody {...props} locale={locale} />
          </figure>
        )}
      </CardContent>
    </Card>
  );
}

function xText(x: string, xKind: ChartCardProps["xKind"], locale: Locale) {
  return xKind === "day" ? formatDate(x, locale) : x;
}

function ChartBody({
  type,
  xKind,
  series,
  rows,
  format,
  domain,
  locale,
}: ChartCardProps & { locale: Locale }) {
  const data = rows.map((row) => ({ x: row.x, ...row.values }));
  const tick = (x: string) => xText(x, xKind, locale).slice(0, xKind === "day" ? 5 : 14);
  const axisValue = (v: number) => formatValue(v, format, locale, true);
  const tooltip = (
    <Tooltip
      labelFormatter={(x) => xText(String(x), xKind, locale)}
      formatter={(value) => formatValue(Number(value), format, locale)}
      contentStyle={{ background: "var(--color-popover)", borderColor: "var(--color-border)" }}
    />
  );
  const common = {
    data,
    margin: { top: 8, right: 8, left: 0, bottom: 0 },
  };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="x" tickFormatter={tick} tickLine={false} axisLine={false} fontSize={12} />
      <YAxis
        tickFormatter={axisValue}
        domain={domain}
        allowDecimals={format.kind !== "number" ? undefined : false}
        tickLine={false}
        axisLine={false}
        fontSize={12}
        width={format.kind === "currency" ? 72 : 48}
      />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {type === "line" ? (
        <LineChart {...common}>
          {axes}
          {tooltip}
          {series.length > 1 ? <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={PALETTE[i % PALETTE.length]}
              strokeWidth={2}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common}>
          {axes}
          {tooltip}
          {series.length > 1 ? <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} /> : null}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={PALETTE[i % PALETTE.length]}
              stackId={type === "stacked" ? "stack" : undefined}
              radius={type === "stacked" ? undefined : [4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

function ChartTable({
  id,
  title,
  xKind,
  xLabel,
  series,
  rows,
  format,
  totals,
  locale,
  totalLabel,
}: ChartCardProps & { locale: Locale; totalLabel: string }) {
  const sum = (key: string) => rows.reduce((all, row) => all + (row.values[key] ?? 0), 0);
  return (
    <ScrollRegion label={title} className="max-h-96 overflow-y-auto">
      <Table data-testid={`${id}-table`}>
        <caption className="sr-only">{title}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{xLabel}</TableHead>
            {series.map((s) => (
              <TableHead key={s.key} scope="col" className="text-right">
                {s.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={`${row.x}-${i}`}>
              <TableHead scope="row" className="font-normal">
                {xText(row.x, xKind, locale)}
              </TableHead>
              {series.map((s) => (
                <TableCell key={s.key} className="text-right tabular-nums">
                  {formatValue(row.values[s.key], format, locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {totals ? (
          <TableFooter>
            <TableRow data-testid={`${id}-total`}>
              <TableHead scope="row">{totalLabel}</TableHead>
              {series.map((s) => (
                <TableCell key={s.key} className="text-right font-medium tabular-nums">
                  {formatValue(sum(s.key), format, locale)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </ScrollRegion>
  );
}
