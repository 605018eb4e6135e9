"use client";
import { BarChart3, Table2 } from "lucide-react";
import { useState } from "react";
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
import type { Locale } from "@/lib/i18n/config";
import { formatValue } from "@/lib/reports/format";
import { xText, type ChartCardProps } from "./chart-types";
import { LazyChart } from "./lazy-chart";

/** The card's own texts, translated by ChartCard where it renders. */
export type ChartLabels = {
  viewAsTable: string;
  viewAsChart: string;
  empty: string;
  total: string;
};

/**
 * A report chart with its "view as table" toggle: the same numbers as an accessible table, in
 * full (the chart's axis shows them as k or m).
 */
export function ChartCardView({
  locale,
  labels,
  ...props
}: ChartCardProps & { locale: Locale; labels: ChartLabels }) {
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
            {asTable ? labels.viewAsChart : labels.viewAsTable}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 sm:px-6">
        {summary}
        {empty ? (
          <p className="text-muted-foreground py-6 text-center text-sm">{labels.empty}</p>
        ) : asTable ? (
          <ChartTable {...props} locale={locale} totalLabel={labels.total} />
        ) : (
          <figure aria-labelledby={`${id}-title`} className="h-64 w-full">
            <LazyChart {...props} locale={locale} />
          </figure>
        )}
      </CardContent>
    </Card>
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
