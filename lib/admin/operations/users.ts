// /apps/setting-admin's users tab and /apps/storeplus-new-user: their GraphQL operations.

export {
  ResetUserPasswordDocument as ResetUserPasswordMutation,
  AdminUserRowFragmentDoc as AdminUserRowFragment,
  AdminRoleOptionFragmentDoc as AdminRoleOptionFragment,
  AdminUsersDocument as AdminUsersQuery,
  UpdateUserRolesDocument as UpdateUserRolesMutation,
  SetUserDisabledDocument as SetUserDisabledMutation,
  CreateUserDocument as CreateUserMutation,
  NewUserRolesDocument as NewUserRolesQuery,
} from "@/lib/graphql/generated/client/graphql";
