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
  /** The first page (the default workspace first), plus the remembered one when it is further on. */
  workspaces: WorkspaceOption[];
  /** How many workspaces the tenant has: more than `workspaces` holds turns the search on. */
  total: number;
  /** The remembered workspace when it still exists, else the default one. */
  selectedId: string;
  /** False for trial tenants (LEADS IS_LEAD): the manage option is hidden. */
  showManage: boolean;
};

/** The remembered workspace when it is the tenant's but not on the first page, else null. */
async function rememberedBeyondFirstPage(
  remembered: string | undefined,
  firstPage: WorkspaceOption[],
): Promise<WorkspaceOption | null> {
  if (!workspaceIdSchema.safeParse(remembered).success) return null;
  if (firstPage.some((w) => w.id === remembered)) return null;
  const { data } = await query({ query: SelectedWorkspaceQuery, variables: { id: remembered! } });
  return data?.workspace ? toWorkspaceOption(data.workspace) : null;
}

/** The selector's data for the current request, or null without a signed-in user with a tenant. */
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
