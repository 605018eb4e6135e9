import "server-only";
import type { Resolvers } from "../generated/resolvers";
import { batchLoader } from "../batch";
import { requireTenant } from "../guards";
import { loadReviewRequestStats } from "@/lib/review-links/queries";
import { SCAN_WINDOW_DAYS } from "@/lib/review-links/rules";

export const reviewLinksResolvers: Resolvers = {
  Location: {
    reviewRequests: async (parent, _args, ctx) => {
      const load = batchLoader(ctx, "reviewRequests", (ids: string[]) =>
        loadReviewRequestStats(ctx.db, { tenantId: requireTenant(ctx), locationIds: ids }),
      );
      const stats = await load(parent._id);
      return {
        scans: stats?.scans ?? 0,
        newReviews: stats?.newReviews ?? 0,
        days: SCAN_WINDOW_DAYS,
      };
    },
  },
};
