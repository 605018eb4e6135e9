import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobs, type Job } from "@/lib/db/schema";

/**
 * The job once `reached` holds (by default: DONE); throws with its status when it does not in
 * time. Every test that waits for a job waits through this.
 */
export async function waitForJobDone(
  db: Db,
  jobId: string,
  timeoutMs = 30_000,
  reached: (job: Job) => boolean = (job) => job.status === "DONE",
): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    if (job && reached(job)) return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
