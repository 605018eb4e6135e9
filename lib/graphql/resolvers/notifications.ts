import "server-only";
import { canReadNotifications, visibleNotificationTypes } from "@/lib/notifications/access";
import { getQueue } from "@/lib/jobs/runtime";
import { listNotificationGroups } from "@/lib/notifications/queries";
import { markUpdatesRead } from "@/lib/notifications/service";
import { reviewSyncCounts, startReviewSync } from "@/lib/reviews/sync";
import { setIsReadUpdateSchema } from "@/lib/notifications/schema";
import type { GraphQLContext } from "../context";
import { forbidden } from "../errors";
import type { JobResolvers, MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller, signedInCaller } from "../guards";
import { publicRefusal } from "../refusals";
import { parseInput } from "../validate";

/** The bell's roles plus the notifications section (spec §2, §6); the tenant is the session's. */
function requireReader(ctx: GraphQLContext): { tenantId: string; userId: string } {
  const caller = signedInCaller(ctx);
  if (!canReadNotifications(ctx.roles)) throw forbidden();
  return caller;
}

export const notificationsResolvers: {
  Query: Pick<QueryResolvers, "notifications">;
  Mutation: Pick<MutationResolvers, "setIsReadUpdate" | "syncReviews">;
  Job: Pick<JobResolvers, "reviewSync">;
} = {
  Query: {
    notifications: async (_parent, _args, ctx) =>
      listNotificationGroups(ctx.db, {
        ...requireReader(ctx),
        types: visibleNotificationTypes(ctx.roles),
      }),
  },
  Mutation: {
    setIsReadUpdate: async (_parent, args, ctx) => {
      const caller = requireReader(ctx);
      const input = parseInput(setIsReadUpdateSchema, args);
      // The spec's call names tenant and user; they may only ever be the caller's own.
      if (input.tenant !== caller.tenantId || input.userId !== caller.userId) throw forbidden();
      await markUpdatesRead(ctx.db, { ...caller, ids: input.objectsId });
      return "DONE";
    },
    syncReviews: async (_parent, _args, ctx) => {
      // The inbox's "sync now": whoever may read the reviews may bring them up to date.
      const { tenantId } = sectionCaller(ctx, "reviews");
      try {
        // One sync per tenant at a time (CONFLICT names the running one); it runs as job items and
        // this answers at once: the counts arrive on the job's reviewSync field.
        const jobId = await startReviewSync(ctx.db, await getQueue(), {
          tenantId,
          userId: ctx.user?.id,
        });
        return { newReviews: 0, updatedReviews: 0, notifications: 0, removedReviews: 0, jobId };
      } catch (error) {
        throw publicRefusal(error);
      }
    },
  },
  Job: {
    reviewSync: (job) => {
      const counts = reviewSyncCounts(job);
      return counts && { ...counts, removedReviews: counts.removed, jobId: job.id };
    },
  },
};
