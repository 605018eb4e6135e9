import "server-only";
import { z } from "zod";
import { reportContext, type ReportContext } from "@/lib/reports/queries/context";
import { reportFilterOptions } from "@/lib/reports/queries/filter-options";
import { MAX_KEYWORDS } from "@/lib/reports/queries/keywords";
import { loadMetricReportData, type MetricReportData } from "@/lib/reports/queries/metrics";
import { loadPerformance } from "@/lib/reports/queries/performance";
import { buildRevenue } from "@/lib/reports/revenue";
import { loadReviewStats } from "@/lib/reports/queries/review-stats";
import { getRevenueSettings } from "@/lib/reports/queries/revenue-settings";
import { saveRevenueSettings } from "@/lib/reports/service";
import { MAX_RANKED_STORES } from "@/lib/reports/queries/store-totals";
import type { GraphQLContext } from "../context";
import type {
  DateRangeInput,
  MutationResolvers,
  PerformanceReportResolvers,
  QueryResolvers,
  ReportComparison,
  RevenueReportResolvers,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput } from "../validate";

type ReportArgs = {
  range: DateRangeInput;
  compareTo?: ReportComparison | null;
  storeIds?: readonly string[] | null;
  workspaceId?: string | null;
  labels?: readonly string[] | null;
  cities?: readonly string[] | null;
};

// The page asks performance and revenue in one request: their shared numbers are read once.
const requestCache = new WeakMap<GraphQLContext, Map<string, Promise<unknown>>>();
function once<T>(ctx: GraphQLContext, key: string, work: () => Promise<T>): Promise<T> {
  let cache = requestCache.get(ctx);
  if (!cache) requestCache.set(ctx, (cache = new Map()));
  if (!cache.has(key)) cache.set(key, work());
  return cache.get(key) as Promise<T>;
}

type KeyedContext = { key: string; context: ReportContext };

async function contextFor(ctx: GraphQLContext, args: ReportArgs): Promise<KeyedContext> {
  const { tenantId } = sectionCaller(ctx, "report");
  const query = {
    tenantId,
    workspaceId: args.workspaceId,
    storeIds: args.storeIds ?? undefined,
    labels: args.labels ?? undefined,
    cities: args.cities ?? undefined,
    range: { start: args.range.from, end: args.range.to },
    compareTo: args.compareTo ?? undefined,
  };
  const key = JSON.stringify(query);
  const context = await refusing(() =>
    once(ctx, `context:${key}`, () => reportContext(ctx.db, query)),
  );
  return { key, context };
}

function metricData(
  ctx: GraphQLContext,
  { key, context }: KeyedContext,
): Promise<MetricReportData> {
  return once(ctx, `metrics:${key}`, () => loadMetricReportData(ctx.db, context));
}

const limitSchema = (max: number) =>
  z.number().int("limitRange").min(1, "limitRange").max(max, "limitRange");

/** The first `limit` items (1 to `max`, `fallback` when absent) of a ranked list. */
function firstOf<T>(items: T[], limit: number | null | undefined, max: number, fallback: number) {
  return items.slice(0, limit == null ? fallback : parseInput(limitSchema(max), limit));
}

export const reportsResolvers: {
  Query: Pick<
    QueryResolvers,
    "performance" | "reviewStats" | "revenue" | "reportFilterOptions" | "revenueSettings"
  >;
  Mutation: Pick<MutationResolvers, "saveRevenueSettings">;
  PerformanceReport: Pick<PerformanceReportResolvers, "topStores" | "bottomStores" | "keywords">;
  RevenueReport: Pick<RevenueReportResolvers, "stores">;
} = {
  Query: {
    performance: async (_parent, args, ctx) => {
      const keyed = await contextFor(ctx, args);
      return loadPerformance(ctx.db, keyed.context, await metricData(ctx, keyed));
    },
    reviewStats: async (_parent, args, ctx) =>
      loadReviewStats(ctx.db, (await contextFor(ctx, args)).context),
    revenue: async (_parent, args, ctx) => {
      const keyed = await contextFor(ctx, args);
      const [data, settings] = await Promise.all([
        metricData(ctx, keyed),
        getRevenueSettings(ctx.db, { tenantId: keyed.context.scope.tenantId }),
      ]);
      return buildRevenue(keyed.context, data, settings);
    },
    reportFilterOptions: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "report");
      return refusing(() =>
        reportFilterOptions(ctx.db, { tenantId, workspaceId: args.workspaceId }),
      );
    },
    revenueSettings: async (_parent, _args, ctx) =>
      getRevenueSettings(ctx.db, { tenantId: sectionCaller(ctx, "report").tenantId }),
  },
  Mutation: {
    saveRevenueSettings: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "report");
      return refusing(() => saveRevenueSettings(ctx.db, { tenantId, input: args.input }));
    },
  },
  PerformanceReport: {
    topStores: (parent, args) => firstOf(parent.topStores, args.limit, MAX_RANKED_STORES, 10),
    bottomStores: (parent, args) => firstOf(parent.bottomStores, args.limit, MAX_RANKED_STORES, 10),
    keywords: (parent, args) => firstOf(parent.keywords, args.limit, MAX_KEYWORDS, 20),
  },
  RevenueReport: {
    stores: (parent, args) => firstOf(parent.stores, args.limit, MAX_RANKED_STORES, 10),
  },
};
