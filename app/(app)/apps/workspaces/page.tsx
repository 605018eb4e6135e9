import { redirect } from "next/navigation";
import { ModulePage } from "@/components/common/module-page";
import { query } from "@/lib/apollo/rsc-client";
import { guardRoute } from "@/lib/navigation/guard";
import { pageParam } from "@/lib/navigation/page-param";
import { canEditWorkspaces } from "@/lib/workspaces/access";
import { WORKSPACE_TABLE_PAGE_SIZE as SIZE } from "@/lib/workspaces/constants";
import { WorkspacesTableQuery } from "@/lib/workspaces/operations";
import { WorkspacesTable } from "./_components/workspaces-table";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("workspaces");

/** /apps/workspaces: the tenant's workspaces with their store totals, one page at a time. */
export default async function WorkspacesPage({ searchParams }: PageProps<"/apps/workspaces">) {
  const user = await guardRoute("/apps/workspaces");
  const offset = (pageParam((await searchParams).page, SIZE) - 1) * SIZE;
  const { data } = await query({ query: WorkspacesTableQuery, variables: { limit: SIZE, offset } });
  const total = data?.workspacesTotal ?? 0;
  // Past the last page (its last workspace was just deleted): show the last one instead.
  if (offset > 0 && offset >= total && total > 0)
    redirect(`/apps/workspaces?page=${Math.ceil(total / SIZE)}`);
  const rows = (data?.workspaces ?? []).map((w) => ({
    id: w._id,
    name: w.name,
    description: w.description,
    totalLocations: w.totalLocations,
    isDefault: w.defaultWorkspace,
  }));
  return (
    <ModulePage path="/apps/workspaces">
      <WorkspacesTable
        rows={rows}
        page={{ offset, size: SIZE, total }}
        canEdit={canEditWorkspaces(user.roles)}
      />
    </ModulePage>
  );
}
