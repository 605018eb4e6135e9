import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { isSuperAdmin } from "@/lib/auth/permissions";
import { getCurrentUser } from "@/lib/auth/session";
import { ScheduledJobsList } from "../lazy-tabs";
import { AdminScheduledJobsQuery } from "@/lib/admin/operations/scheduled-jobs";

/** The "Scheduled jobs" tab: every cron of the job engine; a Super Admin changes them. */
export async function ScheduledJobsPanel() {
  const [t, user, { data }] = await Promise.all([
    getTranslations("admin.scheduledJobs"),
    getCurrentUser(),
    query({ query: AdminScheduledJobsQuery }),
  ]);
  if (!data?.scheduledJobs)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return (
    <ScheduledJobsList jobs={data.scheduledJobs} canChange={isSuperAdmin(user?.roles ?? [])} />
  );
}
