import "server-only";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import { getRankingJob, latestRankingResults, listRankingJobs } from "@/lib/rankings/queries";
import { rankingJobSchema } from "@/lib/rankings/schema";
import {
  createRankingJob,
  deleteRankingJob,
  pauseRankingJob,
  resumeRankingJob,
  runRankingJob,
} from "@/lib/rankings/service";
import { pageSchema } from "@/lib/validation/paging";
import type { GraphQLContext } from "../context";
import { notFound } from "../errors";
import type {
  MutationResolvers,
  QueryResolvers,
  RankingJobResolvers,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";

// Rank tracking's API (spec §2, §6: ADMIN and RANKING): thin over lib/rankings.

const idSchema = z.uuid({ message: "invalidId" });

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "ranking");

async function rankingOrNotFound(ctx: GraphQLContext, tenantId: string, id: string) {
  const ranking = await getRankingJob(ctx.db, { tenantId, id });
  if (!ranking) throw notFound("Ranking not found");
  return ranking;
}

type Query = Pick<QueryResolvers, "rankingJobs" | "rankingJob">;
type Mutation = Pick<
  MutationResolvers,
  "createRankingJob" | "runRankingJob" | "pauseRankingJob" | "resumeRankingJob" | "deleteRankingJob"
>;

export const rankingsResolvers: {
  Query: Query;
  Mutation: Mutation;
  RankingJob: RankingJobResolvers;
} = {
  Query: {
    rankingJobs: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const page = parseInput(pageSchema, withoutNulls(args));
      return listRankingJobs(ctx.db, { tenantId, ...page });
    },
    rankingJob: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      return getRankingJob(ctx.db, { tenantId, id: parseInput(idSchema, args.id) });
    },
  },
  Mutation: {
    createRankingJob: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const input = parseInput(rankingJobSchema, withoutNulls({ ...args.input }));
      const id = await refusing(
        () => createRankingJob(ctx.db, { tenantId, userId }, input),
        "input.",
      );
      return rankingOrNotFound(ctx, tenantId, id);
    },
    runRankingJob: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(async () => runRankingJob(ctx.db, await getQueue(), { tenantId, userId }, id));
      return rankingOrNotFound(ctx, tenantId, id);
    },
    pauseRankingJob: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(() => pauseRankingJob(ctx.db, { tenantId }, id));
      return rankingOrNotFound(ctx, tenantId, id);
    },
    resumeRankingJob: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(() => resumeRankingJob(ctx.db, { tenantId }, id));
      return rankingOrNotFound(ctx, tenantId, id);
    },
    deleteRankingJob: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      await refusing(() => deleteRankingJob(ctx.db, { tenantId }, parseInput(idSchema, args.id)));
      return true;
    },
  },
  RankingJob: {
    grid: (parent) =>
      parent.gridSize && parent.gridSpacingKm
        ? { size: parent.gridSize, spacingKm: parent.gridSpacingKm }
        : null,
    results: async (parent, _args, ctx) =>
      (await latestRankingResults(ctx.db, { tenantId: parent.tenantId, rankingJobId: parent.id }))
        .results,
  },
};
