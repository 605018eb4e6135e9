// /apps/setting-admin's users tab and /apps/storeplus-new-user: their GraphQL operations.
import { graphql } from "@/lib/graphql/generated/client";

export const ResetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($id: ID!) {
    resetUserPassword(id: $id) {
      url
      expiresAt
    }
  }
`);

export const AdminUserRowFragment = graphql(`
  fragment AdminUserRow on TenantUser {
    id
    name
    firstName
    lastName
    email
    username
    roles
    roleIds
    kind
    mapsAccount
    disabled
    passwordSet
    createdAt
  }
`);

export const AdminRoleOptionFragment = graphql(`
  fragment AdminRoleOption on Role {
    id
    name
    description
    custom
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($filter: UserFilter, $limit: Int, $offset: Int) {
    users(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        ...AdminUserRow
      }
    }
    roles {
      ...AdminRoleOption
    }
  }
`);

export const UpdateUserRolesMutation = graphql(`
  mutation UpdateUserRoles($id: ID!, $roles: [ID!]!) {
    updateUserRoles(id: $id, roles: $roles) {
      ...AdminUserRow
    }
  }
`);

export const SetUserDisabledMutation = graphql(`
  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {
    setUserDisabled(id: $id, disabled: $disabled) {
      ...AdminUserRow
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        id
        name
        email
      }
      setPasswordUrl
      expiresAt
    }
  }
`);

export const NewUserRolesQuery = graphql(`
  query NewUserRoles {
    roles {
      id
      name
      description
      custom
    }
  }
`);
