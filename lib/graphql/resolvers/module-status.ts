import "server-only";
import { listModuleStatus } from "@/lib/module-status/service";
import type { QueryResolvers } from "../generated/resolvers";
import { requireUser } from "../guards";

export const moduleStatusResolvers: { Query: Pick<QueryResolvers, "moduleStatus"> } = {
  Query: {
    // Product-wide data, but only the signed-in shell needs it.
    moduleStatus: (_parent, _args, ctx) => {
      requireUser(ctx);
      return listModuleStatus(ctx.db);
    },
  },
};
