// Starts the job queue and its worker with the server, so queued work resumes after a restart
// without waiting for the first request that enqueues something.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // A deployment missing a piece (a serverless host without PostgreSQL or a bucket) stops here
  // with the reason, rather than failing on its first upload.
  const { exitOnStartProblems } = await import("./lib/config/deploy-target");
  exitOnStartProblems();
  // Before the first request: a client must not name its own address (lib/auth/client-ip.ts).
  const { installForwardedForGuard } = await import("./lib/security/forwarded-for");
  installForwardedForGuard();
  // Before the first render: each finished render would otherwise keep earlier ones alive.
  const { installAbortReasonStack } = await import("./lib/http/abort-reason-stack");
  installAbortReasonStack();
  const { getQueue } = await import("./lib/jobs/runtime");
  // The worker started here looks kinds up in this import graph's registry, so they register here.
  await import("./lib/worker/job-kinds");
  // Not awaited: creating the queue's schema on a fresh database takes seconds.
  getQueue().catch((error: Error) => console.error("job queue did not start:", error.message));
}
