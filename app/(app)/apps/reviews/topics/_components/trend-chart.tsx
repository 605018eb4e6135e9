"use client";
import dynamic from "next/dynamic";
import { useRef } from "react";
import { useNearViewport } from "@/components/common/use-near-viewport";
import type { TrendChartProps } from "./trend-chart-body";

// The chart library loads in its own chunk, after the tables have rendered, and only when the
// chart is about to be seen.
const TrendChartBody = dynamic(() => import("./trend-chart-body").then((m) => m.TrendChartBody), {
  ssr: false,
});

/** Fills its reserved box, so the chart arriving moves nothing on the page. */
export function TrendChart(props: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div ref={box} className="h-full w-full">
      {near ? <TrendChartBody {...props} /> : null}
    </div>
  );
}
