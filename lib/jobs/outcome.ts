// How work sent to many stores stands, in one vocabulary for every screen: the jobs page and the
// posts list both read it from here, so a post that reached 4 of 5 stores is "partly" on both
// (it was "Failed" in the list and "Done" in Jobs). Isomorphic and pure.

export const JOB_OUTCOMES = [
  "SCHEDULED",
  "QUEUED",
  "RUNNING",
  "DONE",
  "PARTLY_DONE",
  "FAILED",
  /** A store edit held for an ADMIN's approval (lib/approvals), and one an ADMIN rejected. */
  "AWAITING_APPROVAL",
  "REJECTED",
] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** How finished work went: every store, some of them, or none. */
export function settledOutcome(ok: number, failed: number): "DONE" | "PARTLY_DONE" | "FAILED" {
  if (failed === 0) return "DONE";
  return ok > 0 ? "PARTLY_DONE" : "FAILED";
}

export type JobFacts = {
  status: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "AWAITING_APPROVAL" | "REJECTED";
  done: number;
  failed: number;
  /** When work planned for later starts (a planned post's time); null when it starts at once. */
  scheduledFor: Date | string | null;
};

/**
 * A job as people read it: planned for later while its time has not come and nothing of it ran,
 * else queued, running, or finished for all, some or none of its stores (a job that stopped as a
 * whole is failed).
 */
export function jobOutcome(job: JobFacts, now: Date = new Date()): JobOutcome {
  if (job.status === "FAILED") return "FAILED";
  if (job.status === "AWAITING_APPROVAL" || job.status === "REJECTED") return job.status;
  if (job.status === "DONE") return settledOutcome(job.done, job.failed);
  const started = job.done + job.failed > 0;
  if (!started && job.scheduledFor && new Date(job.scheduledFor).getTime() > now.getTime())
    return "SCHEDULED";
  return job.status;
}

/** Outcomes that read "done/total" (a job's counts shown with its status). */
export const COUNTED_OUTCOMES: readonly JobOutcome[] = ["RUNNING", "PARTLY_DONE"];
