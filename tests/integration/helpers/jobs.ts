import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";

/** The job once it is DONE; throws with its status when it is not done in time. */
export async function waitForJobDone(db: Db, jobId: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    if (job?.status === "DONE") return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
