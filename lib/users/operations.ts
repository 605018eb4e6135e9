// The spec §7 `user` query, shared by the signed-in shell (server) and the user gate (client).
import { graphql } from "@/lib/graphql/generated/client";

export const currentUserQuery = graphql(`
  query CurrentUser {
    user {
      validateGoogleAccount
      me {
        _id
        memberId
        email
        firstName
        lastName
        picture
        createdAt
        fullName
        phone
        position
        business
        tenant
        isStoreplusUser
        isMasterAccount
        isLeads
        leadStep
        roles
        info {
          name
          isActive
        }
        isExpiredLeads
        validateGoogleAccount
        shortcuts
      }
      memberSettings {
        syncAccount {
          name
          value
        }
        viewSectionsInfo {
          name
          isActive
        }
        permissions {
          name
          value
        }
      }
      tenantConfigs {
        config
        value {
          name
          value
          stringValue
          boolean
        }
      }
      googleAdsAccount {
        customerId
        currencyCode
        dateTimeZone
        descriptiveName
        testAccount
        status
      }
    }
  }
`);
