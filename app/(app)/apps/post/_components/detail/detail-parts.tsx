"use client";
import dynamic from "next/dynamic";
import { untilHydrated } from "@/components/common/until-hydrated";

// A post's actions (and their dialog) and its job's progress load when a post is opened, not with
// the list, the calendar or the templates; an opened post's page renders them on the server.
export const PostActions = dynamic(() =>
  import("./post-actions").then((m) => untilHydrated(m.PostActions)),
);
export const RefreshWhenJobDone = dynamic(() =>
  import("./refresh-when-job-done").then((m) => m.RefreshWhenJobDone),
);
export const RefreshAtPublishTime = dynamic(() =>
  import("./refresh-when-job-done").then((m) => m.RefreshAtPublishTime),
);
