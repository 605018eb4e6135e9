import { clientIpHeaderProblem } from "@/lib/auth/client-ip";
import { isPostgresUrl } from "@/lib/db/url";
import { mapsProjectsProblem } from "@/lib/maps/projects";
import { productionStartProblem } from "@/lib/maps/service-mode.mjs";

type Env = Record<string, string | undefined>;

/**
 * A serverless host (README "Deploy"): declared with DEPLOY_TARGET=serverless, or recognised by
 * the VERCEL=1 such a host sets. There a function's disk is read-only or lost between calls and
 * the function is frozen between requests.
 */
export function isServerless(env: Env = process.env): boolean {
  return env.DEPLOY_TARGET?.trim().toLowerCase() === "serverless" || env.VERCEL === "1";
}

/** What a serverless deployment lacks, one sentence each; empty when it may start. */
export function serverlessStartProblems(env: Env = process.env): string[] {
  if (!isServerless(env)) return [];
  const problems: string[] = [];
  if (!isPostgresUrl(env.DATABASE_URL ?? ""))
    problems.push(
      "DATABASE_URL must name a PostgreSQL database (postgres://…): the embedded one lives on " +
        "the local disk.",
    );
  if (!env.FILES_S3_BUCKET)
    problems.push("FILES_S3_BUCKET must name a bucket: uploaded files cannot stay on the disk.");
  else if (!env.FILES_S3_ACCESS_KEY_ID || !env.FILES_S3_SECRET_ACCESS_KEY)
    problems.push("FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY must be set.");
  if (env.JOBS_WORKER?.trim().toLowerCase() !== "off")
    problems.push(
      "JOBS_WORKER must be off: a function is frozen between requests, so items its worker took " +
        "would wait for their lease to run out. Work the queue with `npm run worker` or " +
        "POST /api/cron/drain.",
    );
  return problems;
}

/** Everything that keeps a production server from starting, checked once before any request. */
export function startProblems(env: Env = process.env): string[] {
  const problems = [...serverlessStartProblems(env)];
  const clientIp = clientIpHeaderProblem(env);
  if (clientIp) problems.push(clientIp);
  // `next start` checks this in next.config.mjs too; the standalone server never reads that file.
  const maps = env.NODE_ENV === "production" ? productionStartProblem(env) : null;
  if (maps) problems.push(maps);
  // In every mode: a tenant's calls would otherwise fail on the first use of a bad project list.
  const projects = mapsProjectsProblem(env);
  if (projects) problems.push(projects);
  return problems;
}

/** Stops the process with every reason when the deployment cannot serve (instrumentation.ts). */
export function exitOnStartProblems(env: Env = process.env): void {
  const problems = startProblems(env);
  if (problems.length === 0) return;
  console.error(`\nStorePlus cannot start:\n${problems.map((p) => `- ${p}`).join("\n")}\n`);
  process.exit(1);
}
