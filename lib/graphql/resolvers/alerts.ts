import "server-only";
import { AlertsError } from "@/lib/alerts/errors";
import { listAlertDeliveries } from "@/lib/alerts/queries";
import { alertDeliveriesSchema, alertSettingsSchema } from "@/lib/alerts/schema";
import {
  alertSettingsOf,
  availableAlertEvents,
  rotateWebhookSecret,
  sendTestAlert,
  updateAlertSettings,
  webhookSecretInfo,
} from "@/lib/alerts/service";
import { canReadNotifications } from "@/lib/notifications/access";
import type { GraphQLContext } from "../context";
import { forbidden, translatedError } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller, signedInCaller } from "../guards";
import { publicRefusal } from "../refusals";
import { parseInput, withoutNulls } from "../validate";

// Alerts outside the app: each user reads and writes only their own settings and deliveries;
// the tenant's signing secret is the ADMIN's.

/** Whoever reads notifications chooses their alerts (as for push). */
function reader(ctx: GraphQLContext) {
  const caller = signedInCaller(ctx);
  if (!canReadNotifications(ctx.roles)) throw forbidden();
  return caller;
}

async function refusingAlerts<T>(ctx: GraphQLContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AlertsError)
      throw translatedError(ctx.locale, {
        namespace: "alerts.errors",
        key: error.code,
        path: error.field,
      });
    throw publicRefusal(error);
  }
}

export const alertsResolvers: {
  Query: Pick<QueryResolvers, "alertSettings" | "alertDeliveries" | "webhookSecret">;
  Mutation: Pick<
    MutationResolvers,
    "updateAlertSettings" | "sendTestAlert" | "rotateWebhookSecret"
  >;
} = {
  Query: {
    alertSettings: (_parent, _args, ctx) =>
      alertSettingsOf(ctx.db, reader(ctx), availableAlertEvents(ctx.roles)),
    alertDeliveries: (_parent, args, ctx) => {
      const caller = reader(ctx);
      const page = parseInput(alertDeliveriesSchema, withoutNulls(args));
      return listAlertDeliveries(ctx.db, { ...caller, ...page });
    },
    webhookSecret: (_parent, _args, ctx) =>
      webhookSecretInfo(ctx.db, sectionCaller(ctx, "admin").tenantId),
  },
  Mutation: {
    updateAlertSettings: (_parent, args, ctx) => {
      const caller = reader(ctx);
      const input = parseInput(alertSettingsSchema, args.input);
      return refusingAlerts(ctx, () =>
        updateAlertSettings(ctx.db, caller, input, availableAlertEvents(ctx.roles)),
      );
    },
    sendTestAlert: (_parent, _args, ctx) => {
      const caller = reader(ctx);
      return refusingAlerts(ctx, () => sendTestAlert(ctx.db, caller));
    },
    rotateWebhookSecret: (_parent, _args, ctx) =>
      rotateWebhookSecret(ctx.db, sectionCaller(ctx, "admin").tenantId),
  },
};
