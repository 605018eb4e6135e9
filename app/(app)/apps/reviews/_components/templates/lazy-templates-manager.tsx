"use client";
import dynamic from "next/dynamic";
import { untilHydrated } from "@/components/common/until-hydrated";

// The templates list (its editor and delete dialog) loads with the templates tab, not with the
// inbox that shares its route; the server still renders it,
// its controls disabled until its code has hydrated them.
export const LazyTemplatesManager = dynamic(() =>
  import("./templates-manager").then((module) => untilHydrated(module.TemplatesManager)),
);
