// GraphQL operations of the workspace selector and pages, shared by the server loaders, the
// browser and the shell benchmark (one definition, typed by codegen).
import { graphql } from "@/lib/graphql/generated/client";

export const WorkspaceOptionFragment = graphql(`
  fragment WorkspaceOption on Workspace {
    _id
    name
    description
    totalLocations
    defaultWorkspace
    updatedAt
  }
`);

export const ShellWorkspacesQuery = graphql(`
  query ShellWorkspaces {
    workspaces {
      ...WorkspaceOption
    }
    workspacesTotal
    user {
      me {
        isLeads
        isStoreplusUser
      }
      tenantConfigs {
        config
        value {
          name
          boolean
        }
      }
    }
  }
`);

export const SelectedWorkspaceQuery = graphql(`
  query SelectedWorkspace($id: ID!) {
    workspace(id: $id) {
      ...WorkspaceOption
    }
  }
`);

export const DefaultWorkspaceQuery = graphql(`
  query DefaultWorkspace {
    workspaces(limit: 1) {
      _id
      name
      totalLocations
      defaultWorkspace
    }
  }
`);

export const WorkspaceSearchQuery = graphql(`
  query WorkspaceSearch($search: String!, $limit: Int) {
    workspaces(search: $search, limit: $limit) {
      ...WorkspaceOption
    }
  }
`);

export const WorkspacesTableQuery = graphql(`
  query WorkspacesTable($limit: Int, $offset: Int) {
    workspaces(limit: $limit, offset: $offset) {
      _id
      name
      description
      totalLocations
      defaultWorkspace
    }
    workspacesTotal
  }
`);

export const WorkspaceSelectionQuery = graphql(`
  query WorkspaceSelection($workspaceId: ID) {
    workspaceSelection(workspaceId: $workspaceId) {
      workspace {
        _id
        name
        totalLocations
        defaultWorkspace
      }
      names
      ids
      externalIds
      placeIds
    }
  }
`);

export const WorkspaceLocationsQuery = graphql(`
  query WorkspaceLocations($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {
    workspaceLocations(workspaceId: $workspaceId, search: $search, limit: $limit, offset: $offset) {
      total
      items {
        _id
        id
        name
        locationState {
          placeId
        }
      }
    }
  }
`);

export const WorkspaceCandidatesQuery = graphql(`
  query WorkspaceCandidates($workspaceId: ID!, $search: String, $limit: Int, $offset: Int) {
    workspaceCandidates(
      workspaceId: $workspaceId
      search: $search
      limit: $limit
      offset: $offset
    ) {
      total
      items {
        _id
        id
        name
        storeCode
        locality
        inWorkspace
      }
    }
  }
`);

export const CreateWorkspaceMutation = graphql(`
  mutation CreateWorkspace($input: WorkspaceInput!) {
    createWorkspace(input: $input) {
      _id
    }
  }
`);

export const UpdateWorkspaceMutation = graphql(`
  mutation UpdateWorkspace($id: ID!, $input: WorkspaceInput!) {
    updateWorkspace(id: $id, input: $input) {
      _id
    }
  }
`);

export const DeleteWorkspaceMutation = graphql(`
  mutation DeleteWorkspace($id: ID!) {
    deleteWorkspace(id: $id)
  }
`);

export const SetWorkspaceLocationsMutation = graphql(`
  mutation SetWorkspaceLocations($input: WorkspaceLocationsChange!) {
    setWorkspaceLocations(input: $input) {
      _id
      totalLocations
    }
  }
`);
