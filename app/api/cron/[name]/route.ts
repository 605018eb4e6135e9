import { getDb } from "@/lib/db/client";
import { cronRefusal } from "@/lib/jobs/cron-auth";
import { getQueue } from "@/lib/jobs/runtime";
import { isScheduledJobName, tickScheduledJob } from "@/lib/jobs/schedules";
import "@/lib/worker/job-kinds";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/cron/{name}: one tick of a scheduled job from an external scheduler (a host's cron,
 * a cloud scheduler calling the job's lambda name or arn). It queues a run as the queue's own cron
 * would; the run checks the admin's switch, so a disabled job skips it. Needs
 * `Authorization: Bearer <CRON_SECRET>`.
 */
export async function POST(request: Request, { params }: RouteContext<"/api/cron/[name]">) {
  const refusal = cronRefusal(request);
  if (refusal) return refusal;
  const { name } = await params;
  const queue = await getQueue();
  if (!isScheduledJobName(name)) return Response.json({ error: "NOT_FOUND" }, { status: 404 });
  await tickScheduledJob(await getDb(), queue, name);
  return Response.json({ queued: name }, { status: 202 });
}

/** Some hosts' schedulers (Vercel Cron) call with GET and the same Bearer header. */
export const GET = POST;
