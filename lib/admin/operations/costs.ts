// /apps/setting-admin's costs tab (Super Admin): its GraphQL operations, typed by codegen.

export {
  UpdateCostPriceDocument as UpdateCostPriceMutation,
  AdminCostsDocument as AdminCostsQuery,
} from "@/lib/graphql/generated/client/graphql";
