// GraphQL operations of the push preferences screen.

export {
  NotificationPreferencesDocument as NotificationPreferencesQuery,
  RegisterDeviceDocument as RegisterDeviceMutation,
  SetNotificationPreferencesDocument as SetNotificationPreferencesMutation,
  UnregisterDeviceDocument as UnregisterDeviceMutation,
} from "@/lib/graphql/generated/client/graphql";
