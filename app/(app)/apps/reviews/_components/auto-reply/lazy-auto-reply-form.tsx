"use client";
import dynamic from "next/dynamic";

// The form (react-hook-form, its fields and pickers) loads with the automatic-replies tab, not with
// the inbox that shares its route; the server still renders it.
export const LazyAutoReplyForm = dynamic(() =>
  import("./auto-reply-form").then((module) => module.AutoReplyForm),
);
