import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import { guardRoute } from "@/lib/navigation/guard";
import { canEditWorkspaces } from "@/lib/workspaces/access";
import { ShellWorkspacesQuery } from "@/lib/workspaces/operations";
import { WorkspacesTable } from "./_components/workspaces-table";

/** /apps/workspaces: the tenant's workspaces with their store totals. */
export default async function WorkspacesPage() {
  const user = await guardRoute("/apps/workspaces");
  const [t, tCommon, { data }] = await Promise.all([
    getTranslations("workspaces"),
    getTranslations("common"),
    query({ query: ShellWorkspacesQuery }),
  ]);
  const rows = (data?.workspaces ?? []).map((w) => ({
    id: w._id,
    name: w.name,
    description: w.description,
    totalLocations: w.totalLocations,
    isDefault: w.defaultWorkspace,
  }));
  return (
    <div className="flex w-full flex-col gap-4 p-3 sm:p-6">
      {/* This page hides the navbar and toolbar (spec §2): give a way back. */}
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/home">
          <ArrowLeft aria-hidden />
          {tCommon("backHome")}
        </Link>
      </Button>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold sm:text-2xl">{t("title")}</h1>
        <p className="text-muted-foreground text-sm">{t("description")}</p>
      </header>
      <WorkspacesTable rows={rows} canEdit={canEditWorkspaces(user.roles)} />
    </div>
  );
}
