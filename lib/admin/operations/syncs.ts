// /apps/setting-admin's syncs tab: its GraphQL operations, typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const AdminSyncSettingsQuery = graphql(`
  query AdminSyncSettings {
    syncSettings {
      kind
      period
      periods
      scheduled
      isDefault
      lastJob {
        id
        status
        total
        done
        failed
        createdAt
        finishedAt
      }
    }
  }
`);

export const UpdateSyncSettingMutation = graphql(`
  mutation UpdateSyncSetting($kind: SyncKind!, $period: SyncPeriod!, $scheduled: Boolean!) {
    updateSyncSetting(kind: $kind, period: $period, scheduled: $scheduled) {
      kind
      period
      scheduled
      isDefault
    }
  }
`);

export const RunSyncMutation = graphql(`
  mutation RunSync($kind: SyncKind!) {
    runSync(kind: $kind) {
      id
    }
  }
`);

export const SyncJobStatusQuery = graphql(`
  query SyncJobStatus($id: ID!) {
    job(id: $id) {
      id
      status
    }
  }
`);
