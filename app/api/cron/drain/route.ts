import { getDb } from "@/lib/db/client";
import { cronRefusal } from "@/lib/jobs/cron-auth";
import { drainQueue } from "@/lib/jobs/drain";
import { getQueue } from "@/lib/jobs/runtime";
import "@/lib/worker/job-kinds";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
// A serverless host stops the function here; the default budget leaves room for items in hand.
export const maxDuration = 60;

const DEFAULT_SECONDS = 25;
const MAX_SECONDS = 50;

/**
 * POST /api/cron/drain[?seconds=N]: works queued runs of scheduled jobs and queued job items for
 * at most N seconds (25 unless given, 50 at most), then answers what it did, so a host's scheduler
 * can stand in for `npm run worker`. Same `Authorization: Bearer <CRON_SECRET>` as the ticks.
 */
export async function POST(request: Request) {
  const refusal = cronRefusal(request);
  if (refusal) return refusal;
  const asked = Number(new URL(request.url).searchParams.get("seconds") ?? DEFAULT_SECONDS);
  if (!Number.isFinite(asked) || asked <= 0)
    return Response.json({ error: "BAD_SECONDS" }, { status: 400 });
  const seconds = Math.min(asked, MAX_SECONDS);
  const queue = await getQueue();
  const report = await drainQueue(await getDb(), queue, { budgetMs: seconds * 1000 });
  return Response.json(report);
}

/** Some hosts' schedulers (Vercel Cron) call with GET and the same Bearer header. */
export const GET = POST;
