import "server-only";
import { cookies } from "next/headers";
import { query } from "@/lib/apollo/rsc-client";
import { workspaceIdSchema } from "@/lib/workspaces/schema";
import { SELECTED_WORKSPACE_COOKIE } from "./constants";
import { isLeadTenant } from "./lead-config";
import { ShellWorkspacesQuery, SelectedWorkspaceQuery } from "./operations";
import { toWorkspaceOption, type WorkspaceOption } from "./options";

export type { WorkspaceOption };

export type WorkspaceSelectorData = {
  workspaces: WorkspaceOption[];
  /** How many workspaces the tenant has: more than `workspaces` holds turns the search on. */
  total: number;
  selectedId: string;
  /** False for trial tenants (LEADS IS_LEAD): the manage option is hidden. */
  showManage: boolean;
};

async function rememberedBeyondFirstPage(
  remembered: string | undefined,
  firstPage: WorkspaceOption[],
): Promise<WorkspaceOption | null> {
  if (!workspaceIdSchema.safeParse(remembered).success) return null;
  if (firstPage.some((w) => w.id === remembered)) return null;
  const { data } = await query({ query: SelectedWorkspaceQuery, variables: { id: remembered! } });
  return data?.workspace ? toWorkspaceOption(data.workspace) : null;
}

export async function loadWorkspaceSelector(): Promise<WorkspaceSelectorData | null> {
  const [{ data }, cookieStore] = await Promise.all([
    query({ query: ShellWorkspacesQuery }),
    cookies(),
  ]);
  if (!data?.workspaces?.length || !data.user) return null;
  const firstPage = data.workspaces.map(toWorkspaceOption);
  const remembered = cookieStore.get(SELECTED_WORKSPACE_COOKIE)?.value;
  const further = await rememberedBeyondFirstPage(remembered, firstPage);
  const workspaces = further ? [...firstPage, further] : firstPage;
  const fallback = workspaces.find((w) => w.isDefault) ?? workspaces[0];
  const selectedId = workspaces.some((w) => w.id === remembered)
    ? (remembered as string)
    : fallback.id;
  return {
    workspaces,
    total: data.workspacesTotal,
    selectedId,
    showManage: !isLeadTenant(data.user.tenantConfigs),
  };
}
