"use client";
// The chart library, loaded only when the trend is about to be seen (see trend-chart.tsx).
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export type TrendChartProps = {
  rows: { x: string; positive: number; neutral: number; negative: number }[];
  labels: { positive: string; neutral: string; negative: string };
};

const SERIES = [
  { key: "positive", color: "oklch(0.6 0.15 155)" },
  { key: "neutral", color: "oklch(0.7 0.02 260)" },
  { key: "negative", color: "oklch(0.58 0.2 25)" },
] as const;

export function TrendChartBody({ rows, labels }: TrendChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="x" tickLine={false} axisLine={false} fontSize={12} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={40} />
        <Tooltip
          contentStyle={{ background: "var(--color-popover)", borderColor: "var(--color-border)" }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {SERIES.map((series) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={labels[series.key]}
            stackId="sentiment"
            fill={series.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
