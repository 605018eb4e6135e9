import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { guardRoute } from "@/lib/navigation/guard";
import { canEditWorkspaces } from "@/lib/workspaces/access";
import { ShellWorkspacesQuery } from "@/lib/workspaces/operations";
import { WorkspacesTable } from "./_components/workspaces-table";

/** /apps/workspaces: the tenant's workspaces with their store totals. */
export default async function WorkspacesPage() {
  const user = await guardRoute("/apps/workspaces");
  const [t, { data }] = await Promise.all([getTranslations("workspaces"), query({ query: ShellWorkspacesQuery })]);
  const rows = (data?.workspaces ?? []).map((w) => ({
    id: w._id, name: w.name, description: w.description, totalLocations: w.totalLocations, isDefault: w.defaultWorkspace,
  }));
  return (
    <div className="flex w-full flex-col gap-4 p-3 sm:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold sm:text-2xl">{t("title")}</h1>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </header>
      <WorkspacesTable rows={rows} canEdit={canEditWorkspaces(user.roles)} />
    </div>
  );
}
