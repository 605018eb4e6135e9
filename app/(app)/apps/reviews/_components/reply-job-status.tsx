"use client";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import {
  ITEM_ERROR_NAMESPACES,
  ITEM_ERROR_OPTIONS,
  itemErrorText,
} from "@/components/jobs/item-error";
import { ProgressBar } from "@/components/jobs/progress-bar";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { ReviewReplyProgressQuery } from "@/lib/reviews/operations";

type ReplyJob = NonNullable<ReviewItemFragment["replyJob"]>;

/** How often a reply on its way to the maps service is read again. */
const POLL_MS = 1_500;
const inProgress = (job: ReplyJob) => job.status === "PENDING" || job.status === "RUNNING";

/**
 * A reply (or its removal) sent from here: its progress while the maps service has not answered,
 * read again until it has; then, when it failed, why. `refresh` re-reads the page once it is done,
 * so the list shows the reply as the service now holds it.
 */
export function ReplyJobStatus({
  reviewId,
  job: initial,
  refresh = true,
}: {
  reviewId: string;
  job: ReplyJob;
  refresh?: boolean;
}) {
  const t = useTranslations("reviews.replyJob");
  const tJobs = useTranslations("jobs");
  const tErrors = useTranslations("reviews.errors");
  const itemError = useApiErrorMessage(ITEM_ERROR_NAMESPACES, ITEM_ERROR_OPTIONS);
  // The reviews' own codes (a review gone) say all: no service reason after them.
  const jobError = (code: string | null, detail: string | null) =>
    code && tErrors.has(code) ? tErrors(code as never) : itemErrorText(itemError, code, detail);
  const router = useRouter();
  const { data, stopPolling } = useGraphQLQuery(ReviewReplyProgressQuery, {
    variables: { id: reviewId },
    pollInterval: POLL_MS,
    skip: !inProgress(initial),
  });
  const polled = data?.review?.replyJob;
  // The answer for another job (a newer reply sent meanwhile) does not describe this one.
  const job = polled && polled.jobId === initial.jobId ? polled : initial;
  const running = inProgress(job);
  const finishedHere = inProgress(initial) && !running;

  useEffect(() => {
    if (finishedHere && refresh) router.refresh();
  }, [finishedHere, refresh, router]);
  // Done: nothing left to follow (the dialog's status stays open without a refresh).
  useEffect(() => {
    if (finishedHere) stopPolling();
  }, [finishedHere, stopPolling]);

  if (job.status === "DONE" && !finishedHere) return null;
  const removal = job.comment == null;
  return (
    <div
      className="flex flex-col gap-1.5 text-sm"
      role="status"
      aria-live="polite"
      data-testid="reply-job"
      data-status={job.status}
    >
      {running ? (
        <>
          <ProgressBar done={0} failed={0} total={1} label={tJobs("progress")} />
          <p className="text-muted-foreground">{removal ? t("removing") : t("sending")}</p>
        </>
      ) : job.status === "FAILED" ? (
        <p className="text-destructive">
          {removal ? t("removeFailed") : t("sendFailed")}: {jobError(job.error, job.errorDetail)}
        </p>
      ) : (
        <p className="text-success">{removal ? t("removed") : t("sent")}</p>
      )}
      <Link
        href={`/apps/jobs/${job.jobId}`}
        className="text-primary self-start text-xs underline-offset-4 hover:underline"
      >
        {tJobs("details")}
      </Link>
    </div>
  );
}
