// /apps/setting-admin's costs tab (Super Admin): its GraphQL operations, typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const UpdateCostPriceMutation = graphql(`
  mutation UpdateCostPrice($item: CostItem!, $unitPrice: String!, $currency: String!) {
    updateCostPrice(item: $item, unitPrice: $unitPrice, currency: $currency) {
      item
      unitPrice
      currency
    }
  }
`);

export const AdminCostsQuery = graphql(`
  query AdminCosts($month: String!, $limit: Int, $offset: Int) {
    costs(month: $month, limit: $limit, offset: $offset) {
      month
      total
      items {
        tenantId
        tenant
        adsLinked
        lines {
          item
          quantity
          amount
          currency
        }
        totals {
          currency
          amount
        }
      }
      totals {
        lines {
          item
          quantity
          amount
          currency
        }
        totals {
          currency
          amount
        }
      }
    }
    costPrices {
      item
      unitPrice
      currency
    }
  }
`);
