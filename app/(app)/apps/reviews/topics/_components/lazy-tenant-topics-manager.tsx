"use client";
import dynamic from "next/dynamic";
import { untilHydrated } from "@/components/common/until-hydrated";

// The topics' editor loads after the view's numbers; the server still renders the list, its
// buttons disabled until their code has hydrated them.
export const LazyTenantTopicsManager = dynamic(() =>
  import("./tenant-topics-manager").then((module) => untilHydrated(module.TenantTopicsManager)),
);
