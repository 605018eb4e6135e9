import "server-only";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import {
  listTenantTopics,
  scopeLocationIds,
  topicBreakdown,
  topicCities,
  topicPeriod,
  topicSummary,
  topicTrend,
  type TopicCounts,
  type TopicWorkspace,
} from "@/lib/review-topics/queries";
import {
  reviewTopicFilterSchema,
  tenantTopicSchema,
  topicBreakdownSchema,
  topicKeySchema,
  type ReviewTopicFilter,
} from "@/lib/review-topics/schema";
import { deleteTenantTopic, saveTenantTopic } from "@/lib/review-topics/service";
import type { GraphQLContext } from "../context";
import type {
  MutationResolvers,
  QueryResolvers,
  ReviewTopicFilter as ReviewTopicFilterArg,
  TenantTopic,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { workspaceArg } from "../workspace-arg";

// Review topics (issue 31): thin over lib/review-topics. Reads are the reviews section's; a
// tenant's own topics are written by its ADMIN only.

const reader = (ctx: GraphQLContext) => sectionCaller(ctx, "reviews");
const admin = (ctx: GraphQLContext) => sectionCaller(ctx, "admin");
const idSchema = z.uuid({ message: "invalidId" });

function filterOf(arg: ReviewTopicFilterArg | null | undefined): ReviewTopicFilter {
  return parseInput(reviewTopicFilterSchema, withoutNulls({ ...(arg ?? {}) }));
}

/** The filter's workspace: NOT_FOUND for one that is not the caller's. */
async function workspaceOf(
  ctx: GraphQLContext,
  tenantId: string,
  id: string | null | undefined,
): Promise<TopicWorkspace | undefined> {
  const row = await workspaceArg(ctx, tenantId, id);
  return row ? { id: row.id, isDefault: row.isDefault } : undefined;
}

const countsOf = ({ total, positive, neutral, negative }: TopicCounts) => ({
  total,
  positive,
  neutral,
  negative,
});

function toTenantTopic(row: Awaited<ReturnType<typeof listTenantTopics>>[number]): TenantTopic {
  return {
    id: row.id,
    key: row.key,
    nameEs: row.nameEs,
    nameEn: row.nameEn,
    keywordsEs: row.keywordsEs,
    keywordsEn: row.keywordsEn,
  };
}

type Query = Pick<
  QueryResolvers,
  | "reviewTopicSummary"
  | "reviewTopicTrend"
  | "reviewTopicBreakdown"
  | "reviewTopicCities"
  | "tenantTopics"
>;
type Mutation = Pick<MutationResolvers, "saveTenantTopic" | "deleteTenantTopic">;

export const reviewTopicsResolvers: { Query: Query; Mutation: Mutation } = {
  Query: {
    reviewTopicSummary: async (_parent, args, ctx) => {
      const { tenantId } = reader(ctx);
      const filter = filterOf(args.filter);
      const workspace = await workspaceOf(ctx, tenantId, filter.workspaceId);
      const [rows, own, stores] = await Promise.all([
        topicSummary(ctx.db, { tenantId, filter, workspace }),
        listTenantTopics(ctx.db, { tenantId }),
        scopeLocationIds(ctx.db, { tenantId, filter, workspace }),
      ]);
      const names = new Map(
        own.map((topic) => [topic.key, ctx.locale === "es" ? topic.nameEs : topic.nameEn]),
      );
      const { from, to } = topicPeriod(filter);
      return {
        from,
        to,
        scopeLocationIds: stores,
        rows: rows.map((row) => ({
          topic: row.topic,
          name: names.get(row.topic) ?? null,
          counts: countsOf(row),
        })),
      };
    },
    reviewTopicTrend: async (_parent, args, ctx) => {
      const { tenantId } = reader(ctx);
      const topic = parseInput(topicKeySchema, args.topic);
      const filter = filterOf(args.filter);
      const workspace = await workspaceOf(ctx, tenantId, filter.workspaceId);
      const trend = await topicTrend(ctx.db, { tenantId, topic, filter, workspace });
      return {
        interval: trend.interval,
        points: trend.points.map((point) => ({
          start: point.start,
          from: point.from,
          to: point.end,
          counts: countsOf(point),
        })),
      };
    },
    reviewTopicBreakdown: async (_parent, args, ctx) => {
      const { tenantId } = reader(ctx);
      const input = parseInput(
        topicBreakdownSchema,
        withoutNulls({
          topic: args.topic,
          by: args.by,
          filter: withoutNulls({ ...(args.filter ?? {}) }),
          limit: args.limit,
          offset: args.offset,
        }),
      );
      const workspace = await workspaceOf(ctx, tenantId, input.filter.workspaceId);
      const page = await topicBreakdown(ctx.db, { ...input, tenantId, workspace });
      return {
        total: page.total,
        rows: page.rows.map((row) => ({ ...row, counts: countsOf(row) })),
      };
    },
    reviewTopicCities: async (_parent, args, ctx) => {
      const { tenantId } = reader(ctx);
      const workspace = await workspaceOf(ctx, tenantId, args.workspaceId);
      return topicCities(ctx.db, { tenantId, workspace });
    },
    tenantTopics: async (_parent, _args, ctx) => {
      const { tenantId } = reader(ctx);
      return (await listTenantTopics(ctx.db, { tenantId })).map(toTenantTopic);
    },
  },
  Mutation: {
    saveTenantTopic: async (_parent, args, ctx) => {
      const { tenantId, userId } = admin(ctx);
      const input = parseInput(tenantTopicSchema, withoutNulls({ ...args.input }));
      const saved = await refusing(
        async () => saveTenantTopic(ctx.db, await getQueue(), { tenantId, userId, input }),
        "input.",
      );
      const topic = (await listTenantTopics(ctx.db, { tenantId })).find(
        (row) => row.id === saved.id,
      )!;
      return { topic: toTenantTopic(topic), jobId: saved.jobId };
    },
    deleteTenantTopic: async (_parent, args, ctx) => {
      const { tenantId } = admin(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(() => deleteTenantTopic(ctx.db, { tenantId, id }));
      return true;
    },
  },
};
