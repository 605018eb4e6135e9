// /apps/setting-admin's quotas tab (Super Admin): its GraphQL operations, typed by codegen.

export {
  AdminMapsQuotasDocument as AdminMapsQuotasQuery,
  SetTenantMapsDailyCapDocument as SetTenantMapsDailyCapMutation,
  SetTenantMapsProjectDocument as SetTenantMapsProjectMutation,
} from "@/lib/graphql/generated/client/graphql";
