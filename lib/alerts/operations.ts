// GraphQL operations of the Alerts tab and the admin's webhook secret.

export {
  AlertDeliveriesDocument as AlertDeliveriesQuery,
  AlertSettingsDocument as AlertSettingsQuery,
  RotateWebhookSecretDocument as RotateWebhookSecretMutation,
  SendTestAlertDocument as SendTestAlertMutation,
  UpdateAlertSettingsDocument as UpdateAlertSettingsMutation,
  WebhookSecretDocument as WebhookSecretQuery,
} from "@/lib/graphql/generated/client/graphql";
