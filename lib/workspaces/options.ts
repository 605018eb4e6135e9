// Shared by the server loader and the browser's search; no server-only import.
import type { WorkspaceOptionFragment } from "@/lib/graphql/generated/client/graphql";

export type WorkspaceOption = {
  id: string;
  name: string;
  description: string;
  totalLocations: number;
  isDefault: boolean;
  /** Changes whenever the workspace's stores may have changed: the browser's cached lists key. */
  version: string;
};

export function toWorkspaceOption(w: WorkspaceOptionFragment): WorkspaceOption {
  return {
    id: w._id,
    name: w.name,
    description: w.description,
    totalLocations: w.totalLocations,
    isDefault: w.defaultWorkspace,
    version: `${w.updatedAt}:${w.totalLocations}`,
  };
}
