"use client";
// The chart library, loaded only when a chart is about to be seen (see lazy-chart.tsx).
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
import type { Locale } from "@/lib/i18n/config";
import { formatValue } from "@/lib/reports/format";
import { xText, type ChartCardProps } from "./chart-types";

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

export function ChartBody({
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
