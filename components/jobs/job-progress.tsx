"use client";

import { useEffect } from "react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { RotateCcw } from "lucide-react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { useGraphQLMutation, useGraphQLQuery } from "@/lib/http/use-graphql";
import { JobProgressQuery, RetryJobItemsMutation } from "@/lib/jobs/operations";
import { JobOutcomeChip } from "./job-outcome";
import { ProgressBar } from "./progress-bar";
import { QuotaWaitNote } from "./quota-wait-note";
import { ITEM_ERROR_NAMESPACES, ITEM_ERROR_OPTIONS, itemErrorText } from "./item-error";

/** How often a running job is read again. */
const POLL_MS = 1_000;

/**
 * A job's progress where it was started (and on the jobs page): a bar, the counts, the stores
 * that failed with the service's reason, and one click to retry them.
 */
export function JobProgress({
  jobId,
  onJobPage = false,
  onFinished,
  onRetried,
}: {
  jobId: string;
  onJobPage?: boolean;
  /** Called once the job has read as DONE or FAILED. */
  onFinished?: () => void;
  /** Called once a retry of the failed stores was asked (whether or not it went through). */
  onRetried?: () => void;
}) {
  const t = useTranslations("jobs");
  const { number } = useFormatNumber();
  const itemError = useApiErrorMessage(ITEM_ERROR_NAMESPACES, ITEM_ERROR_OPTIONS);
  const { data, error, startPolling, stopPolling } = useGraphQLQuery(JobProgressQuery, {
    variables: { id: jobId },
    pollInterval: POLL_MS,
  });
  const [retry, retrying] = useGraphQLMutation(RetryJobItemsMutation);
  const job = data?.job;
  const finished = job
    ? job.status === "DONE" || job.status === "FAILED" || job.status === "REJECTED"
    : false;
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);
  // Another query of the page may bring the job's status before this one brings its counts: stop
  // only once the counts add up, or the bar would stay at the last counts read.
  const settled = job
    ? (job.status === "DONE" && job.done + job.failed >= job.total) || job.status === "REJECTED"
    : false;
  useEffect(() => {
    if (settled) stopPolling();
  }, [settled, stopPolling]);
  if (error) return <p className="text-destructive text-sm">{t("loadError")}</p>;
  if (!job) return <p className="text-muted-foreground text-sm">{t("loading")}</p>;
  const counts = { done: number(job.done), failed: number(job.failed), total: number(job.total) };
  return (
    <section className="flex flex-col gap-2" aria-live="polite" data-testid="job-progress">
      <ProgressBar done={job.done} failed={job.failed} total={job.total} label={t("progress")} />
      <p className="text-sm">
        {job.outcome === "SCHEDULED" ? (
          <JobOutcomeChip job={job} />
        ) : job.status === "AWAITING_APPROVAL" ? (
          <span data-held>{t("awaitingApproval")}</span>
        ) : job.status === "REJECTED" ? (
          t("rejected")
        ) : job.status === "DONE" ? (
          t("finished", counts)
        ) : (
          t("running", counts)
        )}
      </p>
      {job.quotaWait && job.status !== "DONE" ? (
        <QuotaWaitNote wait={job.quotaWait} timeZone={job.timeZone} />
      ) : null}
      {!onJobPage && job.items.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {job.items.map((item) => (
            <li key={item.id} className="flex flex-col">
              <span className="font-medium">{item.locationName ?? t("unknownStore")}</span>
              <span className="text-destructive">
                {itemErrorText(itemError, item.error, item.errorDetail)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {onJobPage ? null : (
        <Link
          href={`/apps/jobs/${job.id}`}
          className="text-primary self-start text-sm underline-offset-4 hover:underline"
        >
          {t("details")}
        </Link>
      )}
      {job.status === "DONE" && job.failed > 0 && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={retrying.loading}
          onClick={async () => {
            // A refused retry shows in the job read again, as a retry that went through does.
            await retry({ id: job.id }).catch(() => undefined);
            startPolling(POLL_MS);
            onRetried?.();
          }}
        >
          <RotateCcw aria-hidden />
          {t("retryFailed", { count: job.failed, n: number(job.failed) })}
        </Button>
      )}
    </section>
  );
}
