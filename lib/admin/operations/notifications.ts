// /apps/setting-admin's maps notifications tab: its GraphQL operations, typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const UpdateMapsNotificationSettingMutation = graphql(`
  mutation UpdateMapsNotificationSetting(
    $account: String!
    $pubsubTopic: String!
    $notificationTypes: [String!]!
  ) {
    updateMapsNotificationSetting(
      account: $account
      pubsubTopic: $pubsubTopic
      notificationTypes: $notificationTypes
    ) {
      account
      storeCount
      pubsubTopic
      notificationTypes
      updatedAt
    }
  }
`);

export const MapsNotificationSettingsQuery = graphql(`
  query MapsNotificationSettings {
    mapsNotificationSettings {
      types
      accounts {
        account
        storeCount
        pubsubTopic
        notificationTypes
        updatedAt
      }
      recentMessages {
        messageId
        type
        location
        locationName
        receivedAt
      }
    }
  }
`);
