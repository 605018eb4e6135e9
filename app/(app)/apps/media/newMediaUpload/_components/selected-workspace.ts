import "server-only";
import { cookies } from "next/headers";
import { query } from "@/lib/apollo/rsc-client";
import { MediaDefaultWorkspaceQuery, MediaWorkspaceQuery } from "@/lib/media/operations";
import { workspaceIdSchema } from "@/lib/validation/workspaces";
import { SELECTED_WORKSPACE_COOKIE } from "@/lib/workspaces/constants";

export type PackageWorkspace = {
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
export async function selectedWorkspace(): Promise<PackageWorkspace | null> {
  const remembered = (await cookies()).get(SELECTED_WORKSPACE_COOKIE)?.value;
  if (workspaceIdSchema.safeParse(remembered).success) {
    const { data } = await query({ query: MediaWorkspaceQuery, variables: { id: remembered! } });
    if (data?.workspace) return toPackageWorkspace(data.workspace);
  }
  const { data } = await query({ query: MediaDefaultWorkspaceQuery });
  const first = data?.workspaces[0];
  return first ? toPackageWorkspace(first) : null;
}

function toPackageWorkspace(row: {
  _id: string;
  name: string;
  totalLocations: number;
  defaultWorkspace: boolean;
}): PackageWorkspace {
  return {
    id: row._id,
    name: row.name,
    totalLocations: row.totalLocations,
    isDefault: row.defaultWorkspace,
  };
}
