// GraphQL operations of the workspace selector and pages, shared by the server loaders, the
// browser and the shell benchmark (one definition, typed by codegen).

export {
  WorkspaceOptionFragmentDoc as WorkspaceOptionFragment,
  ShellWorkspacesDocument as ShellWorkspacesQuery,
  SelectedWorkspaceDocument as SelectedWorkspaceQuery,
  DefaultWorkspaceDocument as DefaultWorkspaceQuery,
  WorkspaceSearchDocument as WorkspaceSearchQuery,
  WorkspacesTableDocument as WorkspacesTableQuery,
  WorkspaceSelectionDocument as WorkspaceSelectionQuery,
  WorkspaceLocationsDocument as WorkspaceLocationsQuery,
  WorkspaceCandidatesDocument as WorkspaceCandidatesQuery,
  CreateWorkspaceDocument as CreateWorkspaceMutation,
  UpdateWorkspaceDocument as UpdateWorkspaceMutation,
  DeleteWorkspaceDocument as DeleteWorkspaceMutation,
  SetWorkspaceLocationsDocument as SetWorkspaceLocationsMutation,
} from "@/lib/graphql/generated/client/graphql";
