"use client";
import { useState } from "react";
import { JobProgress } from "@/components/jobs/job-progress";
import { JobItemsTable } from "./job-items-table";

/** A sending's progress and its items; a retry from the progress reads the items again. */
export function JobSending({ jobId }: { jobId: string }) {
  const [retries, setRetries] = useState(0);
  return (
    <>
      <JobProgress jobId={jobId} onRetried={() => setRetries((n) => n + 1)} />
      <JobItemsTable jobId={jobId} retries={retries} />
    </>
  );
}
