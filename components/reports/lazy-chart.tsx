"use client";
import dynamic from "next/dynamic";
import { useRef } from "react";
import { useNearViewport } from "@/components/common/use-near-viewport";
import type { Locale } from "@/lib/i18n/config";
import type { ChartCardProps } from "./chart-types";

// The chart library is most of the reports page's script: it loads in its own chunk, after the
// numbers and tables have rendered, and only for charts near the viewport.
const ChartBody = dynamic(() => import("./chart-body").then((m) => m.ChartBody), { ssr: false });

/** Fills the figure's reserved box, so the chart arriving moves nothing on the page. */
export function LazyChart(props: ChartCardProps & { locale: Locale }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div ref={box} className="h-full w-full">
      {near ? <ChartBody {...props} /> : null}
    </div>
  );
}
