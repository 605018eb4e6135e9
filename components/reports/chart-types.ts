// A report chart's props, apart from the card so that the lazily loaded chart body can share them.
import type { ReactNode } from "react";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import type { ValueFormat } from "@/lib/reports/format";

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

export function xText(x: string, xKind: ChartCardProps["xKind"], locale: Locale) {
  return xKind === "day" ? formatDate(x, locale) : x;
}
