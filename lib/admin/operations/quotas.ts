// /apps/setting-admin's quotas tab (Super Admin): its GraphQL operations, typed by codegen.

export {
  AdminMapsQuotasDocument as AdminMapsQuotasQuery,
  AdminMapsQuotaTenantsDocument as AdminMapsQuotaTenantsQuery,
  SetTenantMapsDailyCapDocument as SetTenantMapsDailyCapMutation,
  SetTenantMapsProjectDocument as SetTenantMapsProjectMutation,
  SetTenantMapsWeightDocument as SetTenantMapsWeightMutation,
  SetMapsBackgroundShareDocument as SetMapsBackgroundShareMutation,
} from "@/lib/graphql/generated/client/graphql";
