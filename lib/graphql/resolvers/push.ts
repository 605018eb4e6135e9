import "server-only";
import { canReadNotifications, visibleNotificationTypes } from "@/lib/notifications/access";
import { PushDeviceNotFoundError, PushInputError } from "@/lib/push/errors";
import { enabledNotificationTypes, listDevices } from "@/lib/push/queries";
import {
  notificationPreferencesSchema,
  registerDeviceSchema,
  unregisterDeviceSchema,
} from "@/lib/push/schema";
import { registerDevice, setNotificationPreferences, unregisterDevice } from "@/lib/push/service";
import type { GraphQLContext } from "../context";
import { badUserInput, forbidden, notFound } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { signedInCaller } from "../guards";
import { parseInput, withoutNulls } from "../validate";

/** Whoever reads notifications chooses which are pushed (the bell's roles or NOTIFICATIONS). */
function requireReader(ctx: GraphQLContext) {
  const caller = signedInCaller(ctx);
  if (!canReadNotifications(ctx.roles)) throw forbidden();
  return caller;
}

async function preferences(ctx: GraphQLContext) {
  const caller = requireReader(ctx);
  const availableTypes = visibleNotificationTypes(ctx.roles);
  const [enabledTypes, devices] = await Promise.all([
    enabledNotificationTypes(ctx.db, caller, availableTypes),
    listDevices(ctx.db, caller),
  ]);
  return { enabledTypes, availableTypes, devices };
}

function refusal(error: unknown): unknown {
  if (error instanceof PushInputError)
    return badUserInput([{ path: error.field, message: error.code }]);
  if (error instanceof PushDeviceNotFoundError) return notFound("Device not found");
  return error;
}

export const pushResolvers: {
  Query: Pick<QueryResolvers, "notificationPreferences">;
  Mutation: Pick<
    MutationResolvers,
    "registerDevice" | "unregisterDevice" | "setNotificationPreferences"
  >;
} = {
  Query: {
    notificationPreferences: (_parent, _args, ctx) => preferences(ctx),
  },
  Mutation: {
    registerDevice: async (_parent, args, ctx) => {
      const caller = requireReader(ctx);
      const input = parseInput(registerDeviceSchema, withoutNulls(args));
      return registerDevice(ctx.db, caller, input, ctx.locale).catch((error) => {
        throw refusal(error);
      });
    },
    unregisterDevice: async (_parent, args, ctx) => {
      const caller = requireReader(ctx);
      const { id } = parseInput(unregisterDeviceSchema, args);
      await unregisterDevice(ctx.db, caller, id).catch((error) => {
        throw refusal(error);
      });
      return true;
    },
    setNotificationPreferences: async (_parent, args, ctx) => {
      const caller = requireReader(ctx);
      const input = parseInput(notificationPreferencesSchema, args.input);
      const availableTypes = visibleNotificationTypes(ctx.roles);
      const enabledTypes = await setNotificationPreferences(ctx.db, caller, input, availableTypes);
      return { enabledTypes, availableTypes, devices: await listDevices(ctx.db, caller) };
    },
  },
};
