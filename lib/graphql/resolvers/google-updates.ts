import "server-only";
import { valueLines } from "@/lib/format/listing-values";
import { GoogleUpdatesError } from "@/lib/google-updates/errors";
import { googleUpdateCounts, listGoogleUpdates } from "@/lib/google-updates/queries";
import {
  googleUpdatesListSchema,
  resolveGoogleUpdateSchema,
  resolveGoogleUpdatesSchema,
} from "@/lib/google-updates/schema";
import {
  resolveGoogleUpdate,
  resolveGoogleUpdates,
  startGoogleUpdatesCheck,
} from "@/lib/google-updates/service";
import { visibleJobKinds } from "@/lib/jobs/kinds";
import { getJob } from "@/lib/jobs/queries";
import { getQueue } from "@/lib/jobs/runtime";
import type { GraphQLContext } from "../context";
import { notFound, translatedError } from "../errors";
import type { GoogleUpdate, MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { canAccessSection, sectionCaller } from "../guards";
import { publicRefusal } from "../refusals";
import { parseInput } from "../validate";

// Google's changes (section store): thin over lib/google-updates. Both choices are store edits
// sent through the approvals gate; the answer is their job.

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "store");

function refusal(ctx: GraphQLContext, error: unknown): unknown {
  if (error instanceof GoogleUpdatesError)
    return translatedError(ctx.locale, {
      namespace: "googleUpdates.errors",
      key: error.code,
      code: error.code === "NOT_FOUND" ? "NOT_FOUND" : "BAD_USER_INPUT",
      path: error.field,
    });
  return publicRefusal(error);
}

async function refusingIn<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusal(ctx, error);
  }
}

async function jobOf(ctx: GraphQLContext, tenantId: string, jobId: string) {
  const kinds = visibleJobKinds((section) => canAccessSection(ctx, section));
  const job = await getJob(ctx.db, { tenantId, kinds, id: jobId });
  if (!job) throw notFound("No such job");
  return job;
}

export const googleUpdatesResolvers: {
  Query: Pick<QueryResolvers, "googleUpdates">;
  Mutation: Pick<
    MutationResolvers,
    "resolveGoogleUpdate" | "resolveGoogleUpdates" | "checkGoogleUpdates"
  >;
} = {
  Query: {
    googleUpdates: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const input = parseInput(googleUpdatesListSchema, {
        filter: args.filter ?? null,
        ...(args.limit != null ? { limit: args.limit } : {}),
        ...(args.offset != null ? { offset: args.offset } : {}),
      });
      const [page, counts] = await Promise.all([
        listGoogleUpdates(ctx.db, { tenantId, ...input }),
        googleUpdateCounts(ctx.db, { tenantId }),
      ]);
      return {
        total: page.total,
        stores: page.stores,
        counts,
        items: page.items.map((item): GoogleUpdate => ({
          id: item.id,
          locationId: item.locationId,
          googleId: item.googleId,
          storeName: item.storeName,
          storeCode: item.storeCode,
          field: item.field,
          ours: item.ours ?? null,
          theirs: item.theirs ?? null,
          oursText: valueLines(item.field, item.ours, ctx.locale),
          theirsText: valueLines(item.field, item.theirs, ctx.locale),
          changedAt: item.changedAt,
          checkedAt: item.checkedAt,
        })),
      };
    },
  },
  Mutation: {
    resolveGoogleUpdate: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const input = parseInput(resolveGoogleUpdateSchema, args);
      const sent = await refusingIn(ctx, async () =>
        resolveGoogleUpdate(ctx.db, await getQueue(), { tenantId, userId, ...input }),
      );
      return { job: await jobOf(ctx, tenantId, sent.jobId), held: sent.held, count: sent.count };
    },
    resolveGoogleUpdates: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const input = parseInput(resolveGoogleUpdatesSchema, {
        ids: args.ids ?? null,
        filter: args.filter ?? null,
        excludedIds: args.excludedIds ?? null,
        keep: args.keep,
      });
      const sent = await refusingIn(ctx, async () =>
        resolveGoogleUpdates(ctx.db, await getQueue(), { tenantId, userId, input }),
      );
      return { job: await jobOf(ctx, tenantId, sent.jobId), held: sent.held, count: sent.count };
    },
    checkGoogleUpdates: async (_parent, _args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const { jobId } = await refusingIn(ctx, async () =>
        startGoogleUpdatesCheck(ctx.db, await getQueue(), { tenantId, userId }),
      );
      return jobOf(ctx, tenantId, jobId);
    },
  },
};
