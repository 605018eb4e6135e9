// /apps/setting-admin's syncs tab: its GraphQL operations, typed by codegen.

export {
  AdminSyncSettingsDocument as AdminSyncSettingsQuery,
  UpdateSyncSettingDocument as UpdateSyncSettingMutation,
  RunSyncDocument as RunSyncMutation,
  SyncJobStatusDocument as SyncJobStatusQuery,
} from "@/lib/graphql/generated/client/graphql";
