"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRef } from "react";
import { useNearViewport } from "@/components/common/use-near-viewport";
import type { ActionCounts } from "@/lib/insights/income";

// The chart library loads in its own chunk once the chart is about to be seen; its box is reserved.
const ActionsBars = dynamic(() => import("./actions-bars").then((m) => m.ActionsBars), {
  ssr: false,
});

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
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const rows = [
    { name: t("directions"), value: counts.directions },
    { name: t("calls"), value: counts.calls },
    { name: t("web"), value: counts.website },
  ];
  return (
    <figure className="flex min-h-64 flex-col gap-2" aria-label={label}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div ref={box} className="h-64 w-full">
        {near ? <ActionsBars rows={rows} /> : null}
      </div>
    </figure>
  );
}
