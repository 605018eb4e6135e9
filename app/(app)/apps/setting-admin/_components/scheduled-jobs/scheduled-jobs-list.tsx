"use client";

import { Pencil, Play } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { LocalDateTime } from "@/components/admin/local-date-time";
import { StatusChip } from "@/components/common/status-chip";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { EmptyState } from "@/components/feedback/empty-state";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/common/section-card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { AdminScheduledJobFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { EditJobDialog } from "./edit-job-dialog";
import { useCronHint } from "./use-cron-hint";
import {
  RunScheduledJobMutation,
  SetScheduledJobEnabledMutation,
} from "@/lib/admin/operations/scheduled-jobs";

/** The engine's scheduled jobs: what runs when, how the last run went, and the admin's switches. */
export function ScheduledJobsList({
  jobs,
  canChange,
}: {
  jobs: AdminScheduledJobFragment[];
  /** A Super Admin's: the jobs run for every tenant. */
  canChange: boolean;
}) {
  const t = useTranslations("admin.scheduledJobs");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const errorMessage = useApiErrorMessage("admin.scheduledJobs.errors");
  const hint = useCronHint();
  const [editing, setEditing] = useState<AdminScheduledJobFragment | null>(null);
  const [setEnabled, enabling] = useGraphQLMutation(SetScheduledJobEnabledMutation);
  const [runNow, running] = useGraphQLMutation(RunScheduledJobMutation);
  const refresh = () => startRefresh(() => router.refresh());
  const label = (name: string) => (t.has(`names.${name}`) ? t(`names.${name}`) : name);

  async function toggle(job: AdminScheduledJobFragment, enabled: boolean) {
    const result = await setEnabled({ id: job.id, enabled }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.setScheduledJobEnabled) {
      toast.success(t(enabled ? "toasts.enabled" : "toasts.disabled", { name: label(job.name) }));
      refresh();
    } else toast.error(errorMessage(result.error));
  }

  async function run(job: AdminScheduledJobFragment) {
    const result = await runNow({ id: job.id }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.runScheduledJob) {
      toast.success(t("toasts.queued", { name: label(job.name) }));
      refresh();
    } else toast.error(errorMessage(result.error));
  }

  return (
    <SectionCard
      title={t("title")}
      description={
        <>
          {t("description")} {canChange ? null : t("readOnly")}
        </>
      }
      busy={refreshing}
    >
      {jobs.length === 0 ? (
        <EmptyState title={t("empty")} className="py-6" />
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={t("title")}>
          {jobs.map((job) => {
            const switchId = `job-enabled-${job.id}`;
            const outcome = job.lastOutcome;
            return (
              <li
                key={job.id}
                data-testid="scheduled-job"
                data-name={job.name}
                className="flex flex-col gap-3 p-3 lg:flex-row lg:items-start lg:gap-6 lg:p-4"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <h3 className="font-medium">
                    {label(job.name)}{" "}
                    <span className="text-muted-foreground font-mono text-xs font-normal">
                      {job.name}
                    </span>
                  </h3>
                  <p className="text-sm">
                    <code className="bg-muted rounded px-1 py-0.5 font-mono text-xs">
                      {job.scheduleExpression}
                    </code>{" "}
                    <span className="text-muted-foreground">{hint(job.scheduleExpression)}</span>
                  </p>
                  {job.lambdaName || job.arn ? (
                    <p className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
                      {[job.lambdaName, job.arn].filter(Boolean).join(" · ")}
                    </p>
                  ) : null}
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm lg:w-72">
                  <dt className="text-muted-foreground">{t("nextRun")}</dt>
                  <dd>
                    {job.enabled && job.nextRunAt ? (
                      <LocalDateTime value={job.nextRunAt} />
                    ) : (
                      t("never")
                    )}
                  </dd>
                  <dt className="text-muted-foreground">{t("lastRun")}</dt>
                  <dd className="flex flex-wrap items-center gap-2">
                    {job.lastStartedAt ? <LocalDateTime value={job.lastStartedAt} /> : t("never")}
                    {outcome ? (
                      <StatusChip status={outcome}>
                        {t.has(`outcomes.${outcome}`) ? t(`outcomes.${outcome}`) : outcome}
                      </StatusChip>
                    ) : null}
                  </dd>
                  {job.lastError ? (
                    <>
                      <dt className="text-muted-foreground">{t("lastError")}</dt>
                      <dd className="text-destructive text-xs [overflow-wrap:anywhere]">
                        {job.lastError}
                      </dd>
                    </>
                  ) : null}
                </dl>
                <div className="flex flex-wrap items-center gap-3 lg:flex-col lg:items-end">
                  <div className="flex items-center gap-2">
                    <Switch
                      id={switchId}
                      checked={job.enabled}
                      disabled={!canChange || enabling.loading}
                      onCheckedChange={(on) => toggle(job, on)}
                    />
                    <label htmlFor={switchId} className="text-sm">
                      {job.enabled ? t("enabled") : t("disabled")}
                    </label>
                  </div>
                  {canChange ? (
                    <div className="flex gap-2">
                      <Tooltip>
                        <TooltipTrigger asChild>
                          {/* A disabled button gets no pointer events: the span carries the tooltip. */}
                          <span tabIndex={job.enabled ? undefined : 0}>
                            <Button
                              size="sm"
                              variant="outline"
                              disabled={!job.enabled || running.loading}
                              onClick={() => run(job)}
                            >
                              <Play aria-hidden />
                              {t("runNow")}
                            </Button>
                          </span>
                        </TooltipTrigger>
                        {job.enabled ? null : (
                          <TooltipContent>{t("runDisabledHint")}</TooltipContent>
                        )}
                      </Tooltip>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t("editNamed", { name: label(job.name) })}
                        onClick={() => setEditing(job)}
                      >
                        <Pencil aria-hidden />
                        {t("edit")}
                      </Button>
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <EditJobDialog
          job={editing}
          label={label(editing.name)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
    </SectionCard>
  );
}
