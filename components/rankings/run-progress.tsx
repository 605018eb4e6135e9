"use client";
import { useRouter } from "next/navigation";
import { JobProgress } from "@/components/jobs/job-progress";

/** A running run's progress (a ranking's, a saved search's); the page reads its results again once it ends. */
export function RunProgress({ jobId }: { jobId: string }) {
  const router = useRouter();
  return <JobProgress jobId={jobId} onFinished={() => router.refresh()} />;
}
