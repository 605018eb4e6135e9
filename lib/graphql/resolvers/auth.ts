import "server-only";
import { z } from "zod";
import { loginWithCredentials } from "@/lib/auth/credentials";
import { EVENT_TEXT_MAX } from "@/lib/validation/events";
import { rateLimited } from "../errors";
import type { MutationResolvers } from "../generated/resolvers";
import { parseInput } from "../validate";

const loginTypeSchema = z.string().trim().min(1).max(EVENT_TEXT_MAX);

export const authResolvers: { Mutation: Pick<MutationResolvers, "login"> } = {
  Mutation: {
    // Public by design; loginWithCredentials validates the input, rate limits by user and address
    // and records the attempt, refused or not.
    login: async (_parent, args, ctx) => {
      const type = parseInput(loginTypeSchema, args.type);
      const result = await loginWithCredentials(ctx.db, {
        user: args.user,
        pass: args.pass,
        type,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      // A locked-out caller gets a code the form can show as "try again later", not the
      // NO_MASTER_LOGGED_IN screen the spec gives other failures.
      if (result.message === "RATE_LIMITED") throw rateLimited();
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
