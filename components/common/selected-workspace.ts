import "server-only";
import { cookies } from "next/headers";
import { query } from "@/lib/apollo/rsc-client";
import { workspaceIdSchema } from "@/lib/workspaces/schema";
import { SELECTED_WORKSPACE_COOKIE } from "@/lib/workspaces/constants";
import { DefaultWorkspaceQuery, SelectedWorkspaceQuery } from "@/lib/workspaces/operations";

/** A workspace a batch of work (a media package, a post) can go to as a whole. */
export type TargetWorkspace = {
  id: string;
  name: string;
  totalLocations: number;
  /** The default workspace holds every store of the tenant. */
  isDefault: boolean;
};

/**
 * The workspace the shell's selector has chosen (its cookie), else the tenant's default one: "all
 * stores of the selected workspace" sends to it. The selector refreshes the page when it changes.
 */
export async function selectedWorkspace(): Promise<TargetWorkspace | null> {
  const remembered = (await cookies()).get(SELECTED_WORKSPACE_COOKIE)?.value;
  if (workspaceIdSchema.safeParse(remembered).success) {
    const found = await workspaceById(remembered!);
    if (found) return found;
  }
  const { data } = await query({ query: DefaultWorkspaceQuery });
  const first = data?.workspaces[0];
  return first ? toTargetWorkspace(first) : null;
}

/** One of the tenant's workspaces (the one a saved post went to), or null when it is gone. */
export async function workspaceById(id: string): Promise<TargetWorkspace | null> {
  const { data } = await query({ query: SelectedWorkspaceQuery, variables: { id } });
  return data?.workspace ? toTargetWorkspace(data.workspace) : null;
}

function toTargetWorkspace(row: {
  _id: string;
  name: string;
  totalLocations: number;
  defaultWorkspace: boolean;
}): TargetWorkspace {
  return {
    id: row._id,
    name: row.name,
    totalLocations: row.totalLocations,
    isDefault: row.defaultWorkspace,
  };
}
