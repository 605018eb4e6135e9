import "server-only";
import { listLocations } from "@/lib/stores/queries";
import { listLocationsSchema } from "@/lib/validation/locations";
import { tenantTimeZone } from "@/lib/posts/service";
import type { QueryResolvers } from "../generated/resolvers";
import { toGraphQLLocation } from "../location-parent";
import { requireLocationAccess } from "../guards";
import { selectsField } from "../selection";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

export const locationsResolvers: { Query: Pick<QueryResolvers, "locations"> } = {
  Query: {
    locations: async (_parent, args, ctx, info) => {
      const tenantId = requireLocationAccess(ctx);
      const input = parseInput(
        listLocationsSchema,
        withoutNulls({
          ...withoutNulls(args.filter ?? {}),
          filters: args.filters,
          sortBy: args.sort?.by,
          sortDirection: args.sort?.direction,
          limit: args.limit,
          offset: args.offset,
        }),
      );
      const workspace = await listWorkspace(ctx, tenantId, args.workspaceId);
      const workspaceId = workspace && !workspace.isDefault ? workspace.id : null;
      // Not selected, so never sent; the type still wants a value.
      const timeZone = selectsField(info, "timeZone")
        ? await tenantTimeZone(ctx.db, { tenantId })
        : "";
      // Counting thousands of matches costs more than the page: only when the query asks.
      if (!selectsField(info, "total")) {
        const page = await listLocations(ctx.db, {
          ...input,
          tenantId,
          workspace,
          withTotal: false,
        });
        return { items: page.items.map(toGraphQLLocation), total: 0, timeZone, workspaceId };
      }
      const page = await listLocations(ctx.db, { ...input, tenantId, workspace });
      return {
        items: page.items.map(toGraphQLLocation),
        total: page.total,
        timeZone,
        workspaceId,
      };
    },
  },
};
