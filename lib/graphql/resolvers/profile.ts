import "server-only";
import {
  getProfile,
  getProfileDetails,
  listGbpClients,
  listTenantClients,
} from "@/lib/profile/queries";
import { saveProfileDetails, updateProfile } from "@/lib/profile/service";
import { keywordsSchema, verticalSchema } from "@/lib/profile/details-schema";
import { profileSchema } from "@/lib/profile/schema";
import { unauthenticated } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { requireTenant, sectionCaller, signedInCaller } from "../guards";
import { parseInput, withoutNulls } from "../validate";

export const profileResolvers: {
  Query: Pick<QueryResolvers, "profile" | "profileDetails" | "tenantClients" | "gbpClients">;
  Mutation: Pick<
    MutationResolvers,
    "updateProfile" | "updateProfileKeywords" | "updateProfileVertical"
  >;
} = {
  Query: {
    profile: async (_parent, _args, ctx) => {
      const profile = await getProfile(ctx.db, signedInCaller(ctx));
      if (!profile) throw unauthenticated();
      return profile;
    },
    profileDetails: (_parent, _args, ctx) => getProfileDetails(ctx.db, signedInCaller(ctx)),
    tenantClients: (_parent, _args, ctx) => {
      return listTenantClients(ctx.db, { tenantId: sectionCaller(ctx, "admin").tenantId });
    },
    gbpClients: (_parent, _args, ctx) => listGbpClients(ctx.db, { tenantId: requireTenant(ctx) }),
  },
  Mutation: {
    updateProfile: async (_parent, { input }, ctx) => {
      const me = signedInCaller(ctx);
      const values = parseInput(profileSchema, withoutNulls(input));
      const profile = await updateProfile(ctx.db, me, values);
      if (!profile) throw unauthenticated();
      return profile;
    },
    updateProfileKeywords: (_parent, { keywords }, ctx) =>
      saveProfileDetails(ctx.db, signedInCaller(ctx), {
        keywords: parseInput(keywordsSchema, keywords),
      }),
    updateProfileVertical: (_parent, { vertical }, ctx) =>
      saveProfileDetails(ctx.db, signedInCaller(ctx), {
        vertical: parseInput(verticalSchema, vertical ?? null),
      }),
  },
};
