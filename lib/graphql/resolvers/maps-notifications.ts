import "server-only";
import { z } from "zod";
import { MapsApiError } from "@/lib/maps/errors";
import {
  HANDLED_NOTIFICATION_TYPES,
  MAPS_NOTIFICATION_TYPES,
  PUBSUB_TOPIC_PATTERN,
} from "@/lib/maps/types-notifications";
import { linkedTenantMapsClient } from "@/lib/auth/maps-access";
import {
  isTenantAccount,
  listAccountSettings,
  recentMessages,
  updateAccountSetting,
} from "@/lib/pubsub/settings";
import { auditActor } from "../audit-actor";
import type { GraphQLContext } from "../context";
import { badUserInput, notFound } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { parseInput } from "../validate";

const updateSchema = z
  .object({
    account: z.string().regex(/^accounts\/\d{1,30}$/, "INVALID_ACCOUNT"),
    pubsubTopic: z
      .string()
      .trim()
      .refine((topic) => topic === "" || PUBSUB_TOPIC_PATTERN.test(topic), "INVALID_TOPIC"),
    notificationTypes: z.array(z.enum(MAPS_NOTIFICATION_TYPES, "INVALID_TYPE")).max(20),
  })
  .refine((input) => input.pubsubTopic !== "" || input.notificationTypes.length === 0, {
    message: "TOPIC_REQUIRED",
    path: ["pubsubTopic"],
  });

/** The maps service's refusal as the form's fields. */
function settingsFieldErrors(error: MapsApiError) {
  const fields = error.fieldViolations.map((v) => v.field);
  if (fields.some((field) => field.includes("pubsub_topic")))
    return badUserInput([{ path: "pubsubTopic", message: "INVALID_TOPIC" }]);
  if (fields.some((field) => field.includes("notification_types")))
    return badUserInput([{ path: "notificationTypes", message: "INVALID_TYPE" }]);
  if (error.status === 403 || error.status === 404)
    return badUserInput([{ path: "account", message: "ACCOUNT_NOT_MANAGED" }]);
  return badUserInput([{ path: "", message: "MAPS_REFUSED" }]);
}

export const mapsNotificationsResolvers: {
  Query: Pick<QueryResolvers<GraphQLContext>, "mapsNotificationSettings">;
  Mutation: Pick<MutationResolvers<GraphQLContext>, "updateMapsNotificationSetting">;
} = {
  Query: {
    mapsNotificationSettings: async (_parent, _args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const [accounts, messages] = await Promise.all([
        listAccountSettings(ctx.db, { tenantId }),
        recentMessages(ctx.db, { tenantId }),
      ]);
      return { accounts, types: [...HANDLED_NOTIFICATION_TYPES], recentMessages: messages };
    },
  },
  Mutation: {
    updateMapsNotificationSetting: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const input = parseInput(updateSchema, args);
      if (!(await isTenantAccount(ctx.db, { tenantId, account: input.account }))) throw notFound();
      const client = await linkedTenantMapsClient(ctx.db, { tenantId });
      if (!client) throw badUserInput([{ path: "account", message: "MAPS_NOT_LINKED" }]);
      try {
        return await updateAccountSetting(ctx.db, client, auditActor(ctx), {
          tenantId,
          ...input,
          notificationTypes: [...new Set(input.notificationTypes)],
        });
      } catch (error) {
        if (error instanceof MapsApiError && !error.retryable) throw settingsFieldErrors(error);
        throw error;
      }
    },
  },
};
