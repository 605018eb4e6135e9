import "server-only";
import { isExpiredLeadForUser } from "@/lib/leads/is-expired";
import type { QueryResolvers } from "../generated/resolvers";
import { requireTenant, requireUser } from "../guards";

export const leadsResolvers: { Query: Pick<QueryResolvers, "isExpiredLeads"> } = {
  Query: {
    isExpiredLeads: async (_parent, args, ctx) => {
      const user = requireUser(ctx);
      // Spec §7: only leads with a tenant are asked; for anyone else the answer is simply false.
      if (!ctx.tenantId) {
        if (args.tenant != null) requireTenant(ctx, args.tenant);
        return false;
      }
      const tenantId = requireTenant(ctx, args.tenant);
      return isExpiredLeadForUser(ctx.db, { tenantId, userId: user.id });
    },
  },
};
