import "server-only";
import { JobLimitError, JobRunningError } from "@/lib/jobs/service";
import { conflict, rateLimited } from "./errors";

/** A job refused by the jobs service, as the public error a client can act on. */
export function toPublicJobError(error: unknown): unknown {
  if (error instanceof JobRunningError) return conflict(error.jobId);
  if (error instanceof JobLimitError) return rateLimited(error.retryAfterSeconds);
  return error;
}
