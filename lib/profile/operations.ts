// GraphQL operations of the profile pages (/pages/profile and /apps/setting), typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const ProfilePageData = graphql(`
  query ProfilePageData {
    profile {
      _id
      email
      firstName
      lastName
      phone
      position
      business
    }
    profileDetails {
      keywords
      vertical
    }
    gbpClients {
      account
      totalLocations
    }
  }
`);

export const ProfileTenantClients = graphql(`
  query ProfileTenantClients {
    tenantClients {
      _id
      name
      email
      tenant
      roles
    }
  }
`);

export const UpdateProfileVertical = graphql(`
  mutation UpdateProfileVertical($vertical: String) {
    updateProfileVertical(vertical: $vertical) {
      vertical
    }
  }
`);

export const UpdateProfileKeywords = graphql(`
  mutation UpdateProfileKeywords($keywords: [String!]!) {
    updateProfileKeywords(keywords: $keywords) {
      keywords
    }
  }
`);

export const SettingProfile = graphql(`
  query SettingProfile {
    profile {
      _id
      email
      firstName
      lastName
      phone
      position
      business
      picture
      language
    }
  }
`);

export const UpdateProfile = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      _id
      firstName
      lastName
      phone
      position
      business
      picture
      language
    }
  }
`);
