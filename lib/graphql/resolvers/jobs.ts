import "server-only";
import { z } from "zod";
import { retryFailedItems } from "@/lib/jobs/engine";
import { visibleJobKinds } from "@/lib/jobs/kinds";
import { describeJob, getJob, jobQuotaWait, listJobItems, listJobs } from "@/lib/jobs/queries";
import { getQueue } from "@/lib/jobs/runtime";
import { pageSchema } from "@/lib/validation/paging";
import type { GraphQLContext } from "../context";
import { notFound } from "../errors";
import type { JobResolvers, MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { canAccessSection, requireTenant } from "../guards";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid();
const itemsSchema = pageSchema.extend({
  status: z.enum(["PENDING", "RUNNING", "DONE", "FAILED"]).optional(),
});

/** The caller's tenant and the kinds of job its roles let it see (a store edit needs STORE, …). */
function jobScope(ctx: GraphQLContext) {
  const tenantId = requireTenant(ctx);
  return { tenantId, kinds: visibleJobKinds((section) => canAccessSection(ctx, section)) };
}

async function visibleJob(ctx: GraphQLContext, id: unknown) {
  const job = await getJob(ctx.db, { ...jobScope(ctx), id: parseInput(idSchema, id) });
  if (!job) throw notFound("No such job");
  return job;
}

export const jobsResolvers: {
  Query: Pick<QueryResolvers, "job" | "jobs">;
  Mutation: Pick<MutationResolvers, "retryJobItems">;
  Job: Pick<
    JobResolvers,
    "items" | "startedBy" | "fields" | "scheduledFor" | "timeZone" | "outcome" | "quotaWait"
  >;
} = {
  Query: {
    job: async (_parent, args, ctx) =>
      getJob(ctx.db, { ...jobScope(ctx), id: parseInput(idSchema, args.id) }),
    jobs: async (_parent, args, ctx) =>
      listJobs(ctx.db, { ...jobScope(ctx), ...parseInput(pageSchema, withoutNulls(args)) }),
  },
  Mutation: {
    retryJobItems: async (_parent, args, ctx) => {
      const job = await visibleJob(ctx, args.id);
      await retryFailedItems(ctx.db, await getQueue(), { tenantId: job.tenantId, jobId: job.id });
      return visibleJob(ctx, job.id);
    },
  },
  Job: {
    // The job was loaded for the caller's tenant; its items are read in that tenant only.
    items: async (job, args, ctx) =>
      listJobItems(ctx.db, {
        tenantId: requireTenant(ctx),
        jobId: job.id,
        ...parseInput(itemsSchema, withoutNulls(args)),
      }),
    // Read with the job by job and jobs; a job answered by another mutation is read here once.
    startedBy: async (job, _args, ctx) => (await describeJob(ctx.db, job)).startedBy,
    fields: async (job, _args, ctx) => (await describeJob(ctx.db, job)).fields,
    scheduledFor: async (job, _args, ctx) => (await describeJob(ctx.db, job)).scheduledFor,
    timeZone: async (job, _args, ctx) => (await describeJob(ctx.db, job)).timeZone,
    outcome: async (job, _args, ctx) => (await describeJob(ctx.db, job)).outcome,
    quotaWait: async (job, _args, ctx) =>
      jobQuotaWait(ctx.db, { tenantId: requireTenant(ctx), jobId: job.id }),
  },
};
