// GraphQL operations of the profile pages (/pages/profile and /apps/setting), typed by codegen.

export {
  ProfilePageDataDocument as ProfilePageData,
  ProfileTenantClientsDocument as ProfileTenantClients,
  UpdateProfileVerticalDocument as UpdateProfileVertical,
  UpdateProfileKeywordsDocument as UpdateProfileKeywords,
  SettingProfileDocument as SettingProfile,
  UpdateProfileDocument as UpdateProfile,
} from "@/lib/graphql/generated/client/graphql";
