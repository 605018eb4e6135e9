"use client";
import { useQuery } from "@apollo/client/react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { JobProgressQuery } from "@/lib/jobs/operations";

/**
 * Reads the post's page again once its publishing job ends, so each store's outcome and the post's
 * status replace "pending". It asks nothing itself: it watches what the job progress beside it
 * already reads every second.
 */
export function RefreshWhenJobDone({ jobId }: { jobId: string }) {
  const router = useRouter();
  const { data } = useQuery(JobProgressQuery, {
    variables: { id: jobId },
    fetchPolicy: "cache-only",
  });
  const job = data?.job;
  const finished = job ? job.status === "DONE" || job.status === "FAILED" : null;
  // Mounted only while the server saw the job running: its end, however soon, is news.
  const wasRunning = useRef(true);
  useEffect(() => {
    if (finished && wasRunning.current) {
      wasRunning.current = false;
      router.refresh();
    }
  }, [finished, router]);
  return null;
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
