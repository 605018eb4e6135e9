import "server-only";
import { editsNeedApproval } from "@/lib/approvals/queries";
import { getJob } from "@/lib/jobs/queries";
import { getQueue } from "@/lib/jobs/runtime";
import { MapsApiError } from "@/lib/maps/errors";
import type { Location as MapsLocation } from "@/lib/maps/types";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { listEditableAttributes } from "@/lib/stores/attributes";
import { loadDetails, refreshDetails } from "@/lib/stores/details";
import { loadLastChanges, loadLastEdits } from "@/lib/stores/last-edits";
import {
  bulkLocationPatchSchema,
  createLocationSchema,
  locationPatchSchema,
} from "@/lib/stores/schema";
import { getStore } from "@/lib/stores/queries";
import { bulkUpdateStores, createStore, updateStore } from "@/lib/stores/service";
import { listLocationsSchema } from "@/lib/validation/locations";
import { z } from "zod";
import { batchLoader } from "../batch";
import type { GraphQLContext } from "../context";
import type { LocationResolvers, MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { requireTenant, sectionCaller } from "../guards";
import { toGraphQLLocation, type LocationParent } from "../location-parent";
import { refusing } from "../refusals";
import { selectsField } from "../selection";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

const idSchema = z.uuid();

/** GraphQL sends null for fields left out of nested inputs; the schemas read them as absent. */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  return value;
}

const details = (ctx: GraphQLContext) =>
  batchLoader(ctx, "locationDetails", (ids: string[]) =>
    loadDetails(ctx.db, { tenantId: requireTenant(ctx), ids }),
  );

/** The store's listing as last read, or what its row knows when it was never read. */
async function listing(ctx: GraphQLContext, parent: LocationParent): Promise<MapsLocation> {
  const kept = await details(ctx)(parent._id);
  if (kept) return kept.location;
  const a = parent.address;
  return {
    title: parent.locationName,
    storeCode: parent.storeCode ?? undefined,
    labels: parent.labels,
    storefrontAddress: a.regionCode
      ? ({ ...a, regionCode: a.regionCode } as MapsLocation["storefrontAddress"])
      : undefined,
    openInfo: { status: parent.openInfo.status },
  };
}

const field =
  <K extends keyof MapsLocation>(key: K) =>
  async (parent: LocationParent, _args: unknown, ctx: GraphQLContext) =>
    ((await listing(ctx, parent))[key] ?? null) as never;

export const storesResolvers: {
  Query: Pick<QueryResolvers, "location" | "categories">;
  Mutation: Pick<MutationResolvers, "updateLocation" | "createLocation" | "bulkUpdateLocations">;
  Location: Omit<LocationResolvers, "__isTypeOf">;
} = {
  Query: {
    location: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "store");
      const id = parseInput(idSchema, args.id);
      const store = await getStore(ctx.db, { tenantId, id });
      if (!store) return null;
      try {
        await refreshDetails(ctx.db, await tenantMapsClient(ctx.db, { tenantId }), store);
      } catch (error) {
        // The kept listing still answers when the maps service cannot be read now.
        if (!(error instanceof MapsNotLinkedError || error instanceof MapsApiError)) throw error;
      }
      return toGraphQLLocation((await getStore(ctx.db, { tenantId, id }))!);
    },
    categories: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "store");
      const search = parseInput(z.string().trim().min(2, "filterTooShort").max(60), args.search);
      const regionCode = parseInput(
        z
          .string()
          .regex(/^[A-Z]{2}$/)
          .default("US"),
        args.regionCode ?? undefined,
      );
      try {
        const client = await tenantMapsClient(ctx.db, { tenantId });
        const page = await client.listCategories({
          regionCode,
          languageCode: ctx.locale,
          filter: `displayName=${search}`,
          pageSize: 20,
        });
        return (page.categories ?? []).map((c) => ({ name: c.name, displayName: c.displayName }));
      } catch (error) {
        if (error instanceof MapsNotLinkedError || error instanceof MapsApiError) return [];
        throw error;
      }
    },
  },
  Mutation: {
    updateLocation: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "store");
      const id = parseInput(idSchema, args.id);
      const patch = parseInput(locationPatchSchema, dropNulls(args.patch));
      return refusing(async () => {
        const edit = await updateStore(ctx.db, await getQueue(), { ...caller, id, patch });
        return {
          jobId: edit.jobId,
          held: edit.held,
          status: edit.status,
          location: toGraphQLLocation(edit.store),
        };
      }, "patch.");
    },
    createLocation: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "store");
      const { account, ...location } = parseInput(createLocationSchema, dropNulls(args.input));
      return refusing(async () => {
        const created = await createStore(ctx.db, await getQueue(), {
          ...caller,
          account,
          location: location as MapsLocation,
        });
        return { ...created, location: null };
      }, "input.");
    },
    bulkUpdateLocations: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "store");
      const ids = args.ids ? parseInput(z.array(idSchema).max(100_000), args.ids) : undefined;
      const filter = parseInput(
        listLocationsSchema.omit({ limit: true, offset: true, sortBy: true, sortDirection: true }),
        withoutNulls({ ...withoutNulls(args.filter ?? {}), filters: args.filters }),
      );
      const excludeIds = parseInput(z.array(idSchema).max(100_000), args.excludeIds ?? []);
      const patch = parseInput(bulkLocationPatchSchema, dropNulls(args.patch));
      const workspace = await listWorkspace(ctx, caller.tenantId, args.workspaceId);
      const jobId = await refusing(async () =>
        bulkUpdateStores(ctx.db, await getQueue(), {
          ...caller,
          ids,
          selection: { filter, workspace, excludeIds },
          patch,
        }),
      );
      return (await getJob(ctx.db, {
        tenantId: caller.tenantId,
        kinds: ["LOCATION_EDIT"],
        id: jobId,
      }))!;
    },
  },
  Location: {
    title: async (parent, _args, ctx) => (await listing(ctx, parent)).title ?? parent.locationName,
    phoneNumbers: async (parent, _args, ctx) => {
      const phones = (await listing(ctx, parent)).phoneNumbers;
      return phones
        ? {
            primaryPhone: phones.primaryPhone ?? null,
            additionalPhones: phones.additionalPhones ?? [],
          }
        : null;
    },
    websiteUri: field("websiteUri"),
    categories: async (parent, _args, ctx) => {
      const categories = (await listing(ctx, parent)).categories;
      return categories
        ? {
            primaryCategory: (categories.primaryCategory ?? null) as never,
            additionalCategories: (categories.additionalCategories ?? []) as never,
          }
        : null;
    },
    storefrontAddress: async (parent, _args, ctx) => {
      const address = (await listing(ctx, parent)).storefrontAddress;
      return address ? ({ ...address, addressLines: address.addressLines ?? [] } as never) : null;
    },
    latlng: field("latlng"),
    regularHours: field("regularHours"),
    specialHours: field("specialHours"),
    profile: field("profile"),
    openInfo: async (parent, _args, ctx, info) => {
      // Store lists ask only the status, which the row has: reading the listings would add a
      // statement to every page of stores.
      if (!selectsField(info, "openingDate") && !selectsField(info, "canReopen"))
        return parent.openInfo as never;
      return {
        ...((await listing(ctx, parent)).openInfo as object),
        status: parent.openInfo.status,
      } as never;
    },
    attributes: async (parent, _args, ctx) =>
      ((await details(ctx)(parent._id))?.attributes ?? []).map(({ repeatedEnumValue, ...a }) => ({
        ...a,
        repeatedEnumValue: repeatedEnumValue && {
          setValues: repeatedEnumValue.setValues ?? [],
          unsetValues: repeatedEnumValue.unsetValues ?? [],
        },
      })) as never,
    availableAttributes: async (parent, _args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "store");
      const { categories, storefrontAddress } = await listing(ctx, parent);
      try {
        const available = await listEditableAttributes(
          await tenantMapsClient(ctx.db, { tenantId }),
          {
            googleId: parent.id,
            primaryCategory: categories?.primaryCategory?.name,
            regionCode: storefrontAddress?.regionCode,
            languageCode: ctx.locale,
          },
        );
        return available.map((metadata) => ({
          ...metadata,
          groupDisplayName: metadata.groupDisplayName ?? null,
          repeatable: Boolean(metadata.repeatable),
          valueMetadata: metadata.valueMetadata ?? [],
          deprecated: Boolean(metadata.deprecated),
        }));
      } catch (error) {
        // The form still edits the categories when the attributes cannot be read now.
        if (error instanceof MapsNotLinkedError || error instanceof MapsApiError) return null;
        throw error;
      }
    },
    placeActionLinks: async (parent, _args, ctx) =>
      ((await details(ctx)(parent._id))?.placeActionLinks ?? []).map((link) => ({
        ...link,
        isPreferred: Boolean(link.isPreferred),
      })) as never,
    detailsSyncedAt: async (parent, _args, ctx) =>
      (await details(ctx)(parent._id))?.syncedAt ?? null,
    lastEdit: async (parent, _args, ctx) => {
      const load = batchLoader(ctx, "lastEdits", (ids: string[]) =>
        loadLastEdits(ctx.db, { tenantId: requireTenant(ctx), locationIds: ids }),
      );
      return (await load(parent._id)) ?? null;
    },
    editsNeedApproval: async (_parent, _args, ctx) => {
      // Read once per request, however many stores ask.
      const load = batchLoader(ctx, "editsNeedApproval", async (keys: string[]) => {
        const { userId, tenantId } = sectionCaller(ctx, "store");
        const held = await editsNeedApproval(ctx.db, { tenantId, userId });
        return new Map(keys.map((key) => [key, held]));
      });
      return (await load("caller")) ?? false;
    },
    lastChange: async (parent, _args, ctx) => {
      const load = batchLoader(ctx, "lastChanges", (ids: string[]) =>
        loadLastChanges(ctx.db, { tenantId: requireTenant(ctx), locationIds: ids }),
      );
      return (await load(parent._id)) ?? null;
    },
  },
};
