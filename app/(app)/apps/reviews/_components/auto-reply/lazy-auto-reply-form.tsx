"use client";
import dynamic from "next/dynamic";
import { untilHydrated } from "@/components/common/until-hydrated";

// The form (react-hook-form, its fields and pickers) loads with the automatic-replies tab, not with
// the inbox that shares its route; the server still renders it,
// its controls disabled until its code has hydrated them.
export const LazyAutoReplyForm = dynamic(() =>
  import("./auto-reply-form").then((module) => untilHydrated(module.AutoReplyForm)),
);
