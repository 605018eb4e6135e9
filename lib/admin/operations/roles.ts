// /apps/setting-admin's roles tab: its GraphQL operations, typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const RoleImpactQuery = graphql(`
  query RoleImpact($id: ID!) {
    roleImpact(id: $id) {
      userCount
      onlyRoleCount
      users {
        id
        name
        email
      }
    }
  }
`);

export const DeleteRoleMutation = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id) {
      affectedUsers
      skippedUsers {
        id
        name
        email
      }
    }
  }
`);

export const RoleHoldersQuery = graphql(`
  query RoleHolders($id: ID!) {
    roleImpact(id: $id) {
      userCount
      users {
        id
        name
        email
      }
    }
  }
`);

export const CreateRoleMutation = graphql(`
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      role {
        ...AdminRole
      }
      affectedUsers
      skippedUsers {
        id
        name
        email
      }
    }
  }
`);

export const UpdateRoleMutation = graphql(`
  mutation UpdateRole($id: ID!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      role {
        ...AdminRole
      }
      affectedUsers
      skippedUsers {
        id
        name
        email
      }
    }
  }
`);

export const AdminRoleFragment = graphql(`
  fragment AdminRole on Role {
    id
    name
    description
    custom
    grants
    userCount
  }
`);

export const AdminRolesQuery = graphql(`
  query AdminRoles {
    roles {
      ...AdminRole
    }
  }
`);
