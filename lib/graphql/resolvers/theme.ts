import "server-only";
import { getThemeSettings, saveThemeSettings } from "@/lib/theme/service";
import { themeSettingsSchema } from "@/lib/theme/schema";
import { unauthenticated } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { signedInCaller } from "../guards";
import { parseInput } from "../validate";

// Theme settings carry no section (spec §6): every signed-in user owns theirs, and only theirs:
// the user id comes from the session, never from the input.
export const themeResolvers: {
  Query: Pick<QueryResolvers, "themeSettings">;
  Mutation: Pick<MutationResolvers, "updateThemeSettings">;
} = {
  Query: {
    themeSettings: (_parent, _args, ctx) => getThemeSettings(ctx.db, signedInCaller(ctx)),
  },
  Mutation: {
    updateThemeSettings: async (_parent, { input }, ctx) => {
      const saved = await saveThemeSettings(
        ctx.db,
        signedInCaller(ctx),
        parseInput(themeSettingsSchema, input),
      );
      if (!saved) throw unauthenticated();
      return saved;
    },
  },
};
