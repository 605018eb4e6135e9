"use client";
import dynamic from "next/dynamic";
import { untilHydrated } from "@/components/common/until-hydrated";

// The templates' list, its buttons and dialogs load when the templates view is shown, not with the
// posts list or the calendar; the view renders on the server all the same.
export const TemplatesList = dynamic(() =>
  import("./templates-list").then((m) => untilHydrated(m.TemplatesList)),
);
