// /apps/setting-admin's maps notifications tab: its GraphQL operations, typed by codegen.

export {
  UpdateMapsNotificationSettingDocument as UpdateMapsNotificationSettingMutation,
  MapsNotificationSettingsDocument as MapsNotificationSettingsQuery,
} from "@/lib/graphql/generated/client/graphql";
