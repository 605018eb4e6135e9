// /apps/setting-admin's tenants tab (Super Admin): its GraphQL operations, typed by codegen.

export {
  CreateTenantDocument as CreateTenantMutation,
  UpdateTenantDocument as UpdateTenantMutation,
  AdminTenantFragmentDoc as AdminTenantFragment,
  AdminTenantsDocument as AdminTenantsQuery,
  SetModuleStatusDocument as SetModuleStatusMutation,
  SetTenantConfigDocument as SetTenantConfigMutation,
  SetFeatureFlagDocument as SetFeatureFlagMutation,
  SetTenantStatusDocument as SetTenantStatusMutation,
} from "@/lib/graphql/generated/client/graphql";
