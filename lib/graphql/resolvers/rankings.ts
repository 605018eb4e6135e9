import "server-only";
import type { GraphQLResolveInfo } from "graphql";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import { activityPeriod, storeActivity } from "@/lib/rankings/activity";
import {
  getRankingJob,
  latestRankingResults,
  listRankingJobs,
  rankingRunList,
  rankingSummaryPage,
  rankingTrend,
} from "@/lib/rankings/queries";
import { rivalsOf } from "@/lib/rankings/rules";
import { rankingJobSchema } from "@/lib/rankings/schema";
import {
  createRankingJob,
  deleteRankingJob,
  pauseRankingJob,
  resumeRankingJob,
  runRankingJob,
} from "@/lib/rankings/service";
import { listStoreOptions } from "@/lib/locations/store-options";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import { pageSchema } from "@/lib/validation/paging";
import type { GraphQLContext } from "../context";
import { badUserInput, notFound } from "../errors";
import type {
  MutationResolvers,
  QueryResolvers,
  RankingJobResolvers,
  RankingResultResolvers,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

// Rank tracking's API (spec §2, §6: ADMIN and RANKING): thin over lib/rankings.

const idSchema = z.uuid({ message: "invalidId" });
const runsSchema = z.number().int().min(1).max(100).default(12);

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "ranking");

/**
 * A ranking's results are read one ranking at a time (`rankingJob(id)`): asked of every item of
 * `rankingJobs`, each would read its own run's points, up to 112,500 of them.
 */
function oneRanking(info: GraphQLResolveInfo) {
  if (typeof info.path.prev?.key === "number")
    throw badUserInput([{ path: String(info.path.key), message: "oneRankingAtATime" }]);
}

async function rankingOrNotFound(ctx: GraphQLContext, tenantId: string, id: string) {
  const ranking = await getRankingJob(ctx.db, { tenantId, id });
  if (!ranking) throw notFound("Ranking not found");
  return ranking;
}

type Query = Pick<QueryResolvers, "rankingLocations" | "rankingJobs" | "rankingJob">;
type Mutation = Pick<
  MutationResolvers,
  "createRankingJob" | "runRankingJob" | "pauseRankingJob" | "resumeRankingJob" | "deleteRankingJob"
>;

export const rankingsResolvers: {
  Query: Query;
  Mutation: Mutation;
  RankingJob: RankingJobResolvers;
  RankingResult: RankingResultResolvers;
} = {
  Query: {
    rankingLocations: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
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
      // Its first run starts at once; should it not, the scheduler runs it, as it is due now.
      await runRankingJob(ctx.db, await getQueue(), { tenantId, userId }, id).catch(() => null);
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
    results: async (parent, args, ctx, info) => {
      oneRanking(info);
      const locationId = args.locationId ? parseInput(idSchema, args.locationId) : undefined;
      const found = await latestRankingResults(ctx.db, {
        tenantId: parent.tenantId,
        rankingJobId: parent.id,
        locationId,
        keyword: args.keyword ?? undefined,
      });
      return found.results;
    },
    summaries: async (parent, args, ctx, info) => {
      oneRanking(info);
      return rankingSummaryPage(ctx.db, {
        tenantId: parent.tenantId,
        rankingJobId: parent.id,
        ...parseInput(pageSchema, withoutNulls(args)),
      });
    },
    trend: async (parent, args, ctx, info) => {
      oneRanking(info);
      return rankingTrend(ctx.db, {
        tenantId: parent.tenantId,
        rankingJobId: parent.id,
        locationId: parseInput(idSchema, args.locationId),
        keyword: args.keyword,
      });
    },
    runs: async (parent, args, ctx, info) => {
      oneRanking(info);
      const runs = await rankingRunList(ctx.db, {
        tenantId: parent.tenantId,
        rankingJobId: parent.id,
        limit: parseInput(runsSchema, args.limit ?? undefined),
      });
      return runs.map((run) => ({ ...run, costUsd: Number(run.costUsd) }));
    },
    activity: async (parent, args, ctx, info) => {
      oneRanking(info);
      const locationId = parseInput(idSchema, args.locationId);
      const period = await activityPeriod(ctx.db, {
        tenantId: parent.tenantId,
        rankingJobId: parent.id,
      });
      return period
        ? storeActivity(ctx.db, { tenantId: parent.tenantId, locationId, ...period })
        : null;
    },
  },
  RankingResult: {
    rivals: (parent) => rivalsOf(parent.points),
  },
};
