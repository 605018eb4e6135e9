"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState, useTransition } from "react";
import { JobProgress } from "@/components/jobs/job-progress";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { apiErrorCode, apiErrorDetails } from "@/lib/apollo/error-code";
import { formatDate } from "@/lib/format/date";
import type { AdminSyncSettingsQuery, SyncPeriod } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation, useGraphQLQuery } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";
import {
  RunSyncMutation,
  SyncJobStatusQuery,
  UpdateSyncSettingMutation,
} from "@/lib/admin/operations/syncs";

export type SyncSettingRow = AdminSyncSettingsQuery["syncSettings"][number];

const ACTIVE = new Set(["QUEUED", "RUNNING"]);

/** When the instant was, in the interface's date format and the app's UTC time. */
function when(iso: string, locale: Locale): string {
  return `${formatDate(iso, locale)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;
}

/** One kind: its period, whether the schedule includes it, its last run and "Sync now". */
export function SyncRow({ setting }: { setting: SyncSettingRow }) {
  const t = useTranslations("admin.syncs");
  const tApi = useTranslations("api.errors");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [update, updating] = useGraphQLMutation(UpdateSyncSettingMutation);
  const [run, starting] = useGraphQLMutation(RunSyncMutation);
  const last = setting.lastJob;
  const [jobId, setJobId] = useState<string | null>(
    last && ACTIVE.has(last.status) ? last.id : null,
  );
  // While a sync runs its status is read every few seconds; when it ends the row is read again
  // (its last sync).
  const status = useGraphQLQuery(SyncJobStatusQuery, {
    variables: { id: jobId ?? "" },
    skip: !jobId,
    pollInterval: 3_000,
  });
  const jobStatus = status.data?.job?.status;
  const ended = Boolean(jobId && jobStatus && !ACTIVE.has(jobStatus));
  const { stopPolling } = status;
  useEffect(() => {
    if (ended) stopPolling();
  }, [ended, stopPolling]);
  // Apart from the stop, whose stopPolling changes once polling stops: one refresh per ended job.
  useEffect(() => {
    if (ended) startRefresh(() => router.refresh());
  }, [ended, router]);
  const [shown, setShown] = useState({ period: setting.period, scheduled: setting.scheduled });
  const periodId = useId();
  const switchId = useId();
  const busy = updating.loading || refreshing;
  const kind = t(`kinds.${setting.kind}`);

  async function save(period: SyncPeriod, scheduled: boolean) {
    // Shown at once; put back if the server refuses.
    const before = shown;
    setShown({ period, scheduled });
    const { error } = await update({ kind: setting.kind, period, scheduled }).then(
      () => ({ error: undefined }),
      (error: unknown) => ({ error }),
    );
    if (error) {
      setShown(before);
      toast.error(tApi(apiErrorCode(error)));
      return;
    }
    toast.success(t("saved", { kind }));
    startRefresh(() => router.refresh());
  }

  async function syncNow() {
    const { data, error } = await run({ kind: setting.kind }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (data?.runSync.id) {
      setJobId(data.runSync.id);
      status.startPolling(3_000);
      toast.success(t("started", { kind }));
      return;
    }
    const { code, extensions, issues } = apiErrorDetails(error);
    const running = typeof extensions.jobId === "string" ? extensions.jobId : null;
    if (code === "CONFLICT") {
      // Spec §8: an active sync exists, wait a few minutes. Its progress shows here.
      toast.warning(t("conflict"));
      if (running) {
        setJobId(running);
        status.startPolling(3_000);
      }
    } else if (code === "BAD_USER_INPUT" && issues[0] === "MAPS_NOT_LINKED") {
      toast.error(t("mapsNotLinked"));
    } else toast.error(tApi(apiErrorCode(error)));
  }

  const lastText = !last
    ? t("never")
    : ACTIVE.has(last.status)
      ? t("lastRunning", { when: when(last.createdAt, locale) })
      : last.status === "FAILED"
        ? t("lastFailed", { when: when(last.finishedAt ?? last.createdAt, locale) })
        : last.failed > 0
          ? t("lastPartial", {
              when: when(last.finishedAt ?? last.createdAt, locale),
              failed: last.failed,
              total: last.total,
            })
          : t("lastDone", { when: when(last.finishedAt ?? last.createdAt, locale) });

  return (
    <li
      className="flex flex-col gap-3 p-3 sm:p-4"
      data-testid={`sync-${setting.kind}`}
      aria-busy={busy || undefined}
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-medium">{kind}</h3>
          <p className="text-muted-foreground text-sm">{t(`hints.${setting.kind}`)}</p>
          <p
            className={cn(
              "text-xs",
              last?.status === "FAILED" ? "text-destructive" : "text-muted-foreground",
            )}
          >
            {lastText}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={periodId} className="text-xs">
              {t("period")}
            </Label>
            <Select
              value={shown.period}
              disabled={busy || setting.periods.length < 2}
              onValueChange={(value) => void save(value as SyncPeriod, shown.scheduled)}
            >
              <SelectTrigger id={periodId} className="w-full sm:w-44">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {setting.periods.map((period) => (
                  <SelectItem key={period} value={period}>
                    {t(`periods.${period}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-center gap-2 sm:pt-5">
            <Switch
              id={switchId}
              checked={shown.scheduled}
              disabled={busy}
              onCheckedChange={(checked) => void save(shown.period, checked)}
            />
            <Label htmlFor={switchId} className="text-sm">
              {t("scheduled")}
            </Label>
          </div>
          <div className="sm:pt-5">
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              onClick={syncNow}
              disabled={starting.loading}
              aria-label={t("syncNowNamed", { kind })}
            >
              <RefreshCw aria-hidden className={cn(starting.loading && "animate-spin")} />
              {t("syncNow")}
            </Button>
          </div>
        </div>
      </div>
      {jobId ? <JobProgress key={jobId} jobId={jobId} /> : null}
    </li>
  );
}
