// /apps/setting-admin's roles tab: its GraphQL operations, typed by codegen.

export {
  RoleImpactDocument as RoleImpactQuery,
  DeleteRoleDocument as DeleteRoleMutation,
  RoleHoldersDocument as RoleHoldersQuery,
  CreateRoleDocument as CreateRoleMutation,
  UpdateRoleDocument as UpdateRoleMutation,
  AdminRoleFragmentDoc as AdminRoleFragment,
  AdminRolesDocument as AdminRolesQuery,
} from "@/lib/graphql/generated/client/graphql";
