import "server-only";
import { z } from "zod";
import { loginWithCredentials } from "@/lib/auth/credentials";
import { recordLogin } from "@/lib/events/service";
import { EVENT_TEXT_MAX } from "@/lib/validation/events";
import { rateLimited } from "../errors";
import type { MutationResolvers } from "../generated/resolvers";
import { parseInput } from "../validate";

const loginTypeSchema = z.string().trim().min(1).max(EVENT_TEXT_MAX);

export const authResolvers: { Mutation: Pick<MutationResolvers, "login"> } = {
  Mutation: {
    // Public by design; loginWithCredentials validates the input and rate limits by user and address.
    login: async (_parent, args, ctx) => {
      const type = parseInput(loginTypeSchema, args.type);
      const result = await loginWithCredentials(ctx.db, {
        user: args.user,
        pass: args.pass,
        type,
        ip: ctx.ip,
      });
      // A locked-out caller gets a code the form can show as "try again later", not the
      // NO_MASTER_LOGGED_IN screen the spec gives other failures.
      if (result.message === "RATE_LIMITED") throw rateLimited();
      if (result.success && result.userId) {
        await recordLogin(ctx.db, {
          userId: result.userId,
          tenantId: result.tenant,
          kind: "storeplus",
          source: type,
          provider: "credentials",
        });
      }
      return {
        success: result.success,
        token: result.token,
        message: result.message,
        email: result.email,
        tenant: result.tenant,
      };
    },
  },
};
