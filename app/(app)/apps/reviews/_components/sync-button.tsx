"use client";
import { RefreshCw } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ProgressBar } from "@/components/jobs/progress-bar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { cn } from "@/lib/utils";
import { ReviewSyncJobQuery, SyncReviewsMutation } from "@/lib/reviews/operations";

/** How often a running sync is read again. */
const POLL_MS = 1_500;

type Progress = { done: number; failed: number; total: number };
type Counts = { newReviews: number; updatedReviews: number; removedReviews: number };
type Shown =
  | { kind: "idle" }
  /** A sync runs: started here, or (`other`) found running when the server answered CONFLICT. */
  | { kind: "running"; jobId: string; other: boolean; progress: Progress | null }
  | { kind: "done"; jobId: string; counts: Counts | null; failed: boolean };

/**
 * "Sync now": starts the tenant's review sync as a job and shows its progress until it ends, then
 * its counts, and reads the list again. While another sync runs the server answers CONFLICT with
 * that job: the spec's toast says to wait, and its progress shows here instead.
 */
export function SyncButton() {
  const t = useTranslations("reviews.sync");
  const tJobs = useTranslations("jobs");
  const { number } = useFormatNumber();
  const errorMessage = useApiErrorMessage("reviews.errors");
  const router = useRouter();
  const [sync, starting] = useGraphQLMutation(SyncReviewsMutation);
  const [shown, setShown] = useState<Shown>({ kind: "idle" });
  const runningJob = shown.kind === "running" ? shown.jobId : null;

  const countsOf = (counts: Counts) => ({
    newReviews: number(counts.newReviews),
    updated: number(counts.updatedReviews),
    removed: number(counts.removedReviews),
  });
  type EndedJob = { id: string; status: string; reviewSync?: Counts | null };
  // What to do when the job ends, with this render's texts, without restarting the polling.
  const onEnd = useRef<(job: EndedJob) => void>(() => {});
  useEffect(() => {
    onEnd.current = (job) => {
      const counts = job.reviewSync ?? null;
      setShown({ kind: "done", jobId: job.id, counts, failed: job.status === "FAILED" });
      if (job.status === "FAILED") toast.error(t("failed"));
      else toast.success(counts ? t("done", countsOf(counts)) : t("otherDone"));
      router.refresh();
    };
  });

  // The running job is read every moment until it ends.
  useEffect(() => {
    if (!runningJob) return;
    let live = true;
    const timer = window.setInterval(async () => {
      // A failed read is tried again at the next tick.
      const data = await requestGraphQL(ReviewSyncJobQuery, { id: runningJob }).catch(() => null);
      const job = data?.job;
      if (!live || !job) return;
      if (job.status === "QUEUED" || job.status === "RUNNING") {
        setShown((now) =>
          now.kind === "running" && now.jobId === job.id ? { ...now, progress: job } : now,
        );
        return;
      }
      live = false;
      onEnd.current(job);
    }, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [runningJob]);

  async function run() {
    const { data, error } = await sync({}).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const jobId = data?.syncReviews.jobId;
    if (jobId) {
      setShown({ kind: "running", jobId, other: false, progress: null });
      return;
    }
    const { code, extensions } = apiErrorDetails(error);
    const running = extensions.jobId;
    if (code === "CONFLICT") {
      toast.warning(t("conflict"));
      if (typeof running === "string")
        setShown({ kind: "running", jobId: running, other: true, progress: null });
    } else if (code === "BAD_USER_INPUT") toast.error(t("mapsNotLinked"));
    else toast.error(errorMessage(error));
  }

  const busy = starting.loading || shown.kind === "running";
  const progress = shown.kind === "running" ? shown.progress : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="outline" size="sm" onClick={run} disabled={busy}>
        <RefreshCw aria-hidden className={cn(busy && "animate-spin")} />
        {busy ? t("syncing") : t("button")}
      </Button>
      <div
        role="status"
        data-testid="sync-status"
        className="text-muted-foreground flex max-w-80 flex-wrap items-center justify-end gap-x-2 text-right text-xs empty:hidden"
      >
        {starting.loading || shown.kind === "running" ? (
          <>
            <span>{shown.kind === "running" && shown.other ? t("waiting") : t("running")}</span>
            <span className="w-20">
              <ProgressBar
                done={progress?.done ?? 0}
                failed={progress?.failed ?? 0}
                total={progress?.total ?? 0}
                label={tJobs("progress")}
              />
            </span>
          </>
        ) : null}
        {shown.kind === "done" ? (
          <span>
            {shown.failed
              ? t("failed")
              : shown.counts
                ? t("summary", countsOf(shown.counts))
                : t("otherDone")}
          </span>
        ) : null}
        {shown.kind !== "idle" ? (
          <Link
            href={`/apps/jobs/${shown.jobId}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {tJobs("details")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
