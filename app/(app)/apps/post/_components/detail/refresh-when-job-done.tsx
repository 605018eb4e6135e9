"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { JobProgress } from "@/components/jobs/job-progress";

/**
 * The post's publishing job as it runs, and the post's page read again once the job ends, so each
 * store's outcome and the post's status replace "pending". It asks nothing itself: the job
 * progress reads the job every second and says when it has ended.
 */
export function RefreshWhenJobDone({ jobId, running }: { jobId: string; running: boolean }) {
  const router = useRouter();
  // Only a job the server saw running: its end, however soon, is news.
  const wasRunning = useRef(running);
  const onFinished = useCallback(() => {
    if (!wasRunning.current) return;
    wasRunning.current = false;
    router.refresh();
  }, [router]);
  return <JobProgress jobId={jobId} onFinished={onFinished} />;
}

/** Timers past this many milliseconds overflow in browsers; a post planned later waits for a visit. */
const LONGEST_TIMER_MS = 24 * 60 * 60_000;

/**
 * Reads a planned post's page again when its time comes (and every 10 seconds after, until the
 * queue has taken it), so an open detail turns from scheduled to going out by itself.
 */
export function RefreshAtPublishTime({ publishAt }: { publishAt: string }) {
  const router = useRouter();
  useEffect(() => {
    const wait = Date.parse(publishAt) - Date.now();
    if (wait > LONGEST_TIMER_MS) return;
    const timer = window.setTimeout(
      () => router.refresh(),
      Math.max(wait, 0) + (wait > 0 ? 2_000 : 10_000),
    );
    return () => window.clearTimeout(timer);
  }, [publishAt, router]);
  return null;
}
