import "server-only";
import type { AdminActor } from "@/lib/admin/service";
import { scheduledJobInputSchema } from "@/lib/admin/schema";
import { writeAudit } from "@/lib/audit/write";
import {
  changeScheduledJob,
  listScheduledJobs,
  runScheduledJobNow,
  type ScheduledJobView,
} from "@/lib/jobs/schedules";
import { getQueue } from "@/lib/jobs/runtime";
import "@/lib/worker/job-kinds";
import { platformActor } from "../audit-actor";
import type { GraphQLContext } from "../context";
import { notFound } from "../errors";
import type { MutationResolvers, QueryResolvers, ScheduledJob } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";

function toScheduledJob(row: ScheduledJobView): ScheduledJob {
  return {
    id: row.name,
    name: row.name,
    scheduleExpression: row.cron,
    enabled: row.enabled,
    lambdaName: row.lambdaName,
    arn: row.arn,
    nextRunAt: row.nextRunAt,
    lastStartedAt: row.lastStartedAt,
    lastFinishedAt: row.lastFinishedAt,
    lastOutcome: row.lastOutcome,
    lastError: row.lastError,
  };
}

type PlatformActor = AdminActor & { tenantId: string | null };

async function writeJobAudit(
  ctx: GraphQLContext,
  actor: PlatformActor,
  name: string,
  action: string,
  changes: Record<string, unknown>,
) {
  await writeAudit(ctx.db, actor, {
    tenantId: null,
    action,
    targetType: "scheduledJob",
    targetId: name,
    changes,
  });
}

/** A switch or an edit of a job that runs for every tenant: the platform's audit row. */
async function changeJob(
  ctx: GraphQLContext,
  actor: PlatformActor,
  name: string,
  change: Parameters<typeof changeScheduledJob>[3],
): Promise<ScheduledJob> {
  const queue = await getQueue();
  const { before, after } = await refusing(() => changeScheduledJob(ctx.db, queue, name, change));
  const changes = Object.fromEntries(
    (["enabled", "cron", "lambdaName", "arn"] as const)
      .filter((key) => before[key] !== after[key])
      .map((key) => [key, { from: before[key], to: after[key] }]),
  );
  if (Object.keys(changes).length > 0)
    await writeJobAudit(ctx, actor, name, "scheduledJob.update", changes);
  return toScheduledJob(after);
}

/** The platform's scheduled jobs: the admin section reads them, a Super Admin changes them. */
export const adminScheduledJobsResolvers: {
  Query: Pick<QueryResolvers, "scheduledJobs">;
  Mutation: Pick<
    MutationResolvers,
    "setScheduledJobEnabled" | "updateScheduledJob" | "runScheduledJob"
  >;
} = {
  Query: {
    scheduledJobs: async (_p, _a, ctx) => {
      sectionCaller(ctx, "admin");
      return (await listScheduledJobs(ctx.db)).map(toScheduledJob);
    },
  },
  Mutation: {
    setScheduledJobEnabled: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      return changeJob(ctx, actor, args.id, { enabled: args.enabled });
    },
    updateScheduledJob: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const input = parseInput(scheduledJobInputSchema, withoutNulls(args.input));
      return changeJob(ctx, actor, args.id, {
        ...(input.scheduleExpression === undefined ? {} : { cron: input.scheduleExpression }),
        ...(input.lambdaName === undefined ? {} : { lambdaName: input.lambdaName || null }),
        ...(input.arn === undefined ? {} : { arn: input.arn || null }),
      });
    },
    runScheduledJob: async (_p, args, ctx) => {
      const actor = platformActor(ctx);
      const queue = await getQueue();
      await refusing(() => runScheduledJobNow(ctx.db, queue, args.id));
      await writeJobAudit(ctx, actor, args.id, "scheduledJob.run", {});
      const job = (await listScheduledJobs(ctx.db)).find((row) => row.name === args.id);
      if (!job) throw notFound("Scheduled job not found");
      return toScheduledJob(job);
    },
  },
};
