import "server-only";
import { z } from "zod";
import { GeolocationError } from "@/lib/geolocation/errors";
import {
  getPinProposal,
  getPinStore,
  listPinLinks,
  listPinProposals,
  type PinProposalItem,
} from "@/lib/geolocation/queries";
import { distanceMeters, isExpired, type LatLng } from "@/lib/geolocation/rules";
import { pinLinkSchema, pinProposalsSchema, proposalIdSchema } from "@/lib/geolocation/schema";
import { confirmPinProposal, createPinLink, discardPinProposal } from "@/lib/geolocation/service";
import { getQueue } from "@/lib/jobs/runtime";
import { listStoreOptions } from "@/lib/locations/store-options";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import type { GraphQLContext } from "../context";
import { translatedError } from "../errors";
import type { MutationResolvers, PinProposal, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

// A store's pin proposed from a phone (lib/geolocation): links, proposals and their decisions,
// the admin section's, in the caller's tenant.

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "admin");

const CODES = {
  STORE_NOT_FOUND: ["NOT_FOUND", "locationId"],
  PROPOSAL_NOT_FOUND: ["NOT_FOUND", "id"],
  ALREADY_DECIDED: ["BAD_USER_INPUT", "id"],
  LINK_UNKNOWN: ["NOT_FOUND", "token"],
  LINK_EXPIRED: ["BAD_USER_INPUT", "token"],
  LINK_USED: ["BAD_USER_INPUT", "token"],
} as const;

/** A refusal in the caller's language, with its code for clients that translate their own. */
async function refusingPin<T>(ctx: GraphQLContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GeolocationError)) throw error;
    const [code, path] = CODES[error.code];
    throw translatedError(ctx.locale, {
      namespace: "geolocation.errors",
      key: error.code,
      code,
      path,
    });
  }
}

function withDistance(item: PinProposalItem, pin: LatLng | null): PinProposal {
  return {
    ...item,
    distance: pin ? distanceMeters(pin, item) : null,
  };
}

async function storePin(ctx: GraphQLContext, tenantId: string, locationId: string) {
  const store = await getPinStore(ctx.db, { tenantId, locationId });
  return store?.pin ?? null;
}

export const geolocationResolvers: {
  Query: Pick<QueryResolvers, "pinLocations" | "pinStore">;
  Mutation: Pick<MutationResolvers, "createPinLink" | "confirmPinProposal" | "discardPinProposal">;
} = {
  Query: {
    pinLocations: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
    pinStore: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = z.uuid().safeParse(args.locationId);
      if (!id.success) return null;
      const { limit } = pinProposalsSchema.parse({ locationId: id.data });
      const store = await getPinStore(ctx.db, { tenantId, locationId: id.data });
      if (!store) return null;
      const [links, proposals] = await Promise.all([
        listPinLinks(ctx.db, { tenantId, locationId: store.id }),
        listPinProposals(ctx.db, { tenantId, locationId: store.id, limit }),
      ]);
      return {
        id: store.id,
        name: store.name,
        storeCode: store.storeCode,
        address: store.address,
        latitude: store.pin?.latitude ?? null,
        longitude: store.pin?.longitude ?? null,
        links: links.map((link) => ({ ...link, expired: isExpired(link.expiresAt) })),
        proposals: proposals.map((item) => withDistance(item, store.pin)),
      };
    },
  },
  Mutation: {
    createPinLink: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const { locationId } = parseInput(pinLinkSchema, { locationId: args.locationId });
      const { link, url } = await refusingPin(ctx, () =>
        createPinLink(ctx.db, { tenantId, userId, locationId }),
      );
      return { link: { ...link, expired: false }, url };
    },
    confirmPinProposal: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const id = parseInput(proposalIdSchema, args.id);
      const sent = await refusingPin(ctx, async () =>
        confirmPinProposal(ctx.db, await getQueue(), { tenantId, userId, id }),
      );
      const proposal = (await getPinProposal(ctx.db, { tenantId, id }))!;
      return {
        ...sent,
        proposal: withDistance(proposal, await storePin(ctx, tenantId, proposal.locationId)),
      };
    },
    discardPinProposal: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const id = parseInput(proposalIdSchema, args.id);
      await refusingPin(ctx, () => discardPinProposal(ctx.db, { tenantId, userId, id }));
      const proposal = (await getPinProposal(ctx.db, { tenantId, id }))!;
      return withDistance(proposal, await storePin(ctx, tenantId, proposal.locationId));
    },
  },
};
