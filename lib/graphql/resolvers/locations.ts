import "server-only";
import type { locations } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { listLocations } from "@/lib/stores/queries";
import { listLocationsSchema } from "@/lib/validation/locations";
import { tenantTimeZone } from "@/lib/posts/service";
import type { QueryResolvers } from "../generated/resolvers";
import type { LocationParent } from "../location-parent";
import { requireLocationAccess } from "../guards";
import { selectsField } from "../selection";
import type { GraphQLContext } from "../context";
import { parseInput, withoutNulls } from "../validate";
import { workspaceArg } from "../workspace-arg";

type LocationRow = typeof locations.$inferSelect;

export function toGraphQLLocation(row: LocationRow): LocationParent {
  return {
    id: row.googleId,
    _id: row.id,
    locationName: row.locationName,
    storeCode: row.storeCode,
    labels: row.labels,
    account: row.account,
    address: {
      regionCode: row.regionCode,
      languageCode: row.languageCode,
      postalCode: row.postalCode,
      administrativeArea: row.administrativeArea,
      locality: row.locality,
      addressLines: row.addressLines,
    },
    locationState: {
      duplicateLocation: row.duplicateLocation,
      mapsUri: row.mapsUri,
      newReviewUri: row.newReviewUri,
      placeId: row.placeId,
    },
    openInfo: { status: row.openStatus as LocationParent["openInfo"]["status"] },
    verified: row.verified as LocationParent["verified"],
  };
}

/**
 * The workspace a store list keeps: none when no id is given (every store of the tenant), the
 * tenant's one of that id with its store counter, or NOT_FOUND for any other id.
 */
export async function listWorkspace(
  ctx: GraphQLContext,
  tenantId: string,
  requestedId: string | null | undefined,
): Promise<ListWorkspace | undefined> {
  const row = await workspaceArg(ctx, tenantId, requestedId);
  if (!row) return undefined;
  return { id: row.id, isDefault: row.isDefault, locationCount: row.locationCount };
}

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
        return { items: page.items.map(toGraphQLLocation), total: 0, timeZone };
      }
      const page = await listLocations(ctx.db, { ...input, tenantId, workspace });
      return { items: page.items.map(toGraphQLLocation), total: page.total, timeZone };
    },
  },
};
