import "server-only";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import { getSerp, listSerps, serpPages, serpRunList, type SerpSummary } from "@/lib/serps/queries";
import { comparePages, siteRanks } from "@/lib/serps/rules";
import { serpSchema } from "@/lib/serps/schema";
import { createSerp, deleteSerp, pauseSerp, resumeSerp, runSerp } from "@/lib/serps/service";
import { pageSchema } from "@/lib/validation/paging";
import type { GraphQLContext } from "../context";
import { notFound } from "../errors";
import type { MutationResolvers, QueryResolvers, SerpResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";

// Saved searches' API (spec §2, §6: the ranking section, ADMIN and RANKING): thin over lib/serps.

const idSchema = z.uuid({ message: "invalidId" });
const runsSchema = z.number().int().min(1).max(100).default(12);

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "ranking");

async function serpOrNotFound(ctx: GraphQLContext, tenantId: string, id: string) {
  const serp = await getSerp(ctx.db, { tenantId, id });
  if (!serp) throw notFound("SERP not found");
  return serp;
}

/** A run's page (the latest unless given) beside the run before. */
async function comparedPage(ctx: GraphQLContext, serp: SerpSummary, runId?: string | null) {
  const { run, previous } = await serpPages(ctx.db, {
    tenantId: serp.tenantId,
    serpId: serp.id,
    runId: runId ? parseInput(idSchema, runId) : undefined,
  });
  return comparePages(run?.items ?? [], previous?.items ?? null, serp);
}

type Query = Pick<QueryResolvers, "serps" | "serp">;
type Mutation = Pick<
  MutationResolvers,
  "createSerp" | "runSerp" | "pauseSerp" | "resumeSerp" | "deleteSerp"
>;

export const serpsResolvers: { Query: Query; Mutation: Mutation; Serp: SerpResolvers } = {
  Query: {
    serps: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      return listSerps(ctx.db, { tenantId, ...parseInput(pageSchema, withoutNulls(args)) });
    },
    serp: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      return getSerp(ctx.db, { tenantId, id: parseInput(idSchema, args.id) });
    },
  },
  Mutation: {
    createSerp: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const input = parseInput(serpSchema, withoutNulls({ ...args.input }));
      const id = await refusing(() => createSerp(ctx.db, { tenantId, userId }, input), "input.");
      return serpOrNotFound(ctx, tenantId, id);
    },
    runSerp: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(async () => runSerp(ctx.db, await getQueue(), { tenantId, userId }, id));
      return serpOrNotFound(ctx, tenantId, id);
    },
    pauseSerp: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(() => pauseSerp(ctx.db, { tenantId }, id));
      return serpOrNotFound(ctx, tenantId, id);
    },
    resumeSerp: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(() => resumeSerp(ctx.db, { tenantId }, id));
      return serpOrNotFound(ctx, tenantId, id);
    },
    deleteSerp: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      await refusing(() => deleteSerp(ctx.db, { tenantId }, parseInput(idSchema, args.id)));
      return true;
    },
  },
  Serp: {
    runs: async (parent, args, ctx) => {
      const runs = await serpRunList(ctx.db, {
        tenantId: parent.tenantId,
        serpId: parent.id,
        limit: parseInput(runsSchema, args.limit ?? undefined),
      });
      return runs.map(({ items, ...run }) => ({
        ...run,
        costUsd: Number(run.costUsd),
        resultCount: items?.length ?? null,
        sites: items ? siteRanks(items, parent) : [],
      }));
    },
    results: async (parent, args, ctx) => (await comparedPage(ctx, parent, args.runId)).results,
    dropped: async (parent, args, ctx) =>
      (await comparedPage(ctx, parent, args.runId)).dropped.map(({ rank, ...entry }) => ({
        ...entry,
        previousRank: rank,
      })),
  },
};
