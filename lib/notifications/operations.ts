// GraphQL operations of the bell and the notifications page (also timed by the shell benchmark).
import { graphql } from "@/lib/graphql/generated/client";

export const NotificationGroupsQuery = graphql(`
  query NotificationGroups {
    notifications {
      _id
      countLocationsIsRead
      countLocationsNotRead
      updates {
        objectId
        infoUrl
        isRead
        location {
          locationName
        }
      }
    }
  }
`);

export const SetIsReadUpdateMutation = graphql(`
  mutation SetIsReadUpdate($tenant: ID!, $userId: ID!, $objectsId: [ID!]!) {
    setIsReadUpdate(tenant: $tenant, userId: $userId, objectsId: $objectsId)
  }
`);
