"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ActionCounts } from "@/lib/insights/income";

/** Directions, calls and website clicks of the stores as bars. */
export function ActionsChart({
  counts,
  title,
  label,
}: {
  counts: ActionCounts;
  title: string;
  label: string;
}) {
  const t = useTranslations("insights.preview");
  const rows = [
    { name: t("directions"), value: counts.directions },
    { name: t("calls"), value: counts.calls },
    { name: t("web"), value: counts.website },
  ];
  return (
    <figure className="flex min-h-64 flex-col gap-2" aria-label={label}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tickLine={false} axisLine={false} fontSize={12} />
            <YAxis
              allowDecimals={false}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={40}
            />
            <Tooltip cursor={{ fill: "var(--color-muted)" }} />
            <Bar dataKey="value" fill="var(--color-primary)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
