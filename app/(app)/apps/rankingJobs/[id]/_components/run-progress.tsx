"use client";
import { useRouter } from "next/navigation";
import { JobProgress } from "@/components/jobs/job-progress";

/** The running run's progress; the page reads its results again once it ends. */
export function RunProgress({ jobId }: { jobId: string }) {
  const router = useRouter();
  return <JobProgress jobId={jobId} onFinished={() => router.refresh()} />;
}
