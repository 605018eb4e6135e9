// /apps/setting-admin's quotas tab (Super Admin): its GraphQL operations, typed by codegen.

export {
  AdminMapsQuotasDocument as AdminMapsQuotasQuery,
  SetTenantMapsDailyCapDocument as SetTenantMapsDailyCapMutation,
} from "@/lib/graphql/generated/client/graphql";
