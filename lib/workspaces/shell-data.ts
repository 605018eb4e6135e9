import "server-only";
import { cookies } from "next/headers";
import { query } from "@/lib/apollo/rsc-client";
import { SELECTED_WORKSPACE_COOKIE } from "./constants";
import { isLeadTenant } from "./lead-config";
import { ShellWorkspacesQuery } from "./operations";

export type WorkspaceOption = {
  id: string;
  name: string;
  description: string;
  totalLocations: number;
  isDefault: boolean;
  /** Changes whenever the workspace's stores may have changed: the browser's cached lists key. */
  version: string;
};

export type WorkspaceSelectorData = {
  workspaces: WorkspaceOption[];
  /** The remembered workspace when it still exists, else the default one. */
  selectedId: string;
  /** False for trial tenants (LEADS IS_LEAD): the manage option is hidden. */
  showManage: boolean;
};

/** The selector's data for the current request, or null without a signed-in user with a tenant. */
export async function loadWorkspaceSelector(): Promise<WorkspaceSelectorData | null> {
  const [{ data }, cookieStore] = await Promise.all([
    query({ query: ShellWorkspacesQuery }),
    cookies(),
  ]);
  if (!data?.workspaces?.length || !data.user) return null;
  const workspaces = data.workspaces.map((w) => ({
    id: w._id,
    name: w.name,
    description: w.description,
    totalLocations: w.totalLocations,
    isDefault: w.defaultWorkspace,
    version: `${w.updatedAt}:${w.totalLocations}`,
  }));
  const remembered = cookieStore.get(SELECTED_WORKSPACE_COOKIE)?.value;
  const fallback = workspaces.find((w) => w.isDefault) ?? workspaces[0];
  const selectedId = workspaces.some((w) => w.id === remembered)
    ? (remembered as string)
    : fallback.id;
  return { workspaces, selectedId, showManage: !isLeadTenant(data.user.tenantConfigs) };
}
