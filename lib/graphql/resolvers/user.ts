import "server-only";
import { getCurrentUserProfile } from "@/lib/users/current-user";
import { unauthenticated } from "../errors";
import type { QueryResolvers } from "../generated/resolvers";
import { requireUser } from "../guards";

export const userResolvers: { Query: Pick<QueryResolvers, "user"> } = {
  Query: {
    // Any signed-in user may read their own profile; no section applies (spec §6: no auth key).
    user: async (_parent, _args, ctx) => {
      const user = requireUser(ctx);
      const profile = await getCurrentUserProfile(ctx.db, {
        userId: user.id,
        tenantId: ctx.tenantId,
      });
      // The session outlived its user row (deleted, or moved to another tenant).
      if (!profile) throw unauthenticated();
      return profile;
    },
  },
};
