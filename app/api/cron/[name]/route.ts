import { timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { getQueue } from "@/lib/jobs/runtime";
import { isScheduledJobName, tickScheduledJob } from "@/lib/jobs/schedules";
import "@/lib/worker/job-kinds";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Whether the request carries `Authorization: Bearer <CRON_SECRET>`, compared in constant time. */
function authorized(request: Request, secret: string): boolean {
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /api/cron/{name}: one tick of a scheduled job from an external scheduler (a host's cron,
 * a cloud scheduler calling the job's lambda name or arn). It queues a run as the queue's own cron
 * would; the run checks the admin's switch, so a disabled job skips it. Off unless CRON_SECRET is
 * set, so nobody else can make the jobs run.
 */
export async function POST(request: Request, { params }: RouteContext<"/api/cron/[name]">) {
  const secret = process.env.CRON_SECRET;
  if (!secret || secret.length < 16) return new Response(null, { status: 404 });
  if (!authorized(request, secret)) return new Response(null, { status: 401 });
  const { name } = await params;
  const queue = await getQueue();
  if (!isScheduledJobName(name)) return Response.json({ error: "NOT_FOUND" }, { status: 404 });
  await tickScheduledJob(await getDb(), queue, name);
  return Response.json({ queued: name }, { status: 202 });
}
