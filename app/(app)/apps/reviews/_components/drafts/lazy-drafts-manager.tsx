"use client";
import dynamic from "next/dynamic";
import { untilHydrated } from "@/components/common/until-hydrated";

// The drafts queue (its editors and the brand-voice form) loads with the drafts tab, not with the
// inbox that shares its route; the server still renders it, its controls disabled until hydrated.
export const LazyDraftsManager = dynamic(() =>
  import("./drafts-manager").then((module) => untilHydrated(module.DraftsManager)),
);
