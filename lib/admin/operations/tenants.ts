// /apps/setting-admin's tenants tab (Super Admin): its GraphQL operations, typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const CreateTenantMutation = graphql(`
  mutation CreateTenant($input: TenantInput!) {
    createTenant(input: $input) {
      ...AdminTenant
    }
  }
`);

export const UpdateTenantMutation = graphql(`
  mutation UpdateTenant($id: ID!, $input: TenantInput!) {
    updateTenant(id: $id, input: $input) {
      ...AdminTenant
    }
  }
`);

export const AdminTenantFragment = graphql(`
  fragment AdminTenant on Tenant {
    id
    name
    status
    timeZone
    whitelistedDomains
    userCount
    storeCount
    createdAt
    configs {
      config
      value {
        name
        value
        stringValue
        boolean
      }
    }
    featureFlags {
      name
      isActive
      value
    }
  }
`);

export const AdminTenantsQuery = graphql(`
  query AdminTenants {
    tenants {
      ...AdminTenant
    }
    moduleStatus {
      name
      status
    }
  }
`);

export const SetModuleStatusMutation = graphql(`
  mutation SetModuleStatus($name: String!, $status: String!) {
    setModuleStatus(name: $name, status: $status) {
      name
      status
    }
  }
`);

export const SetTenantConfigMutation = graphql(`
  mutation SetTenantConfig($id: ID!, $config: String!, $values: [TenantConfigValueInput!]!) {
    setTenantConfig(id: $id, config: $config, values: $values) {
      ...AdminTenant
    }
  }
`);

export const SetFeatureFlagMutation = graphql(`
  mutation SetFeatureFlag($id: ID!, $input: FeatureFlagInput!) {
    setFeatureFlag(id: $id, input: $input) {
      ...AdminTenant
    }
  }
`);

export const SetTenantStatusMutation = graphql(`
  mutation SetTenantStatus($id: ID!, $status: String!) {
    setTenantStatus(id: $id, status: $status) {
      ...AdminTenant
    }
  }
`);
