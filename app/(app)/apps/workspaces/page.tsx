import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
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
  const [t, tCommon, { data }] = await Promise.all([
    getTranslations("workspaces"),
    getTranslations("common"),
    query({ query: WorkspacesTableQuery, variables: { limit: SIZE, offset } }),
  ]);
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
    <div className="flex w-full flex-col gap-4 p-3 sm:p-6">
      {/* This page hides the navbar and toolbar (spec §2): give a way back. */}
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/home">
          <ArrowLeft aria-hidden />
          {tCommon("backHome")}
        </Link>
      </Button>
      <PageHeader title={t("title")} description={t("description")} />
      <WorkspacesTable
        rows={rows}
        page={{ offset, size: SIZE, total }}
        canEdit={canEditWorkspaces(user.roles)}
      />
    </div>
  );
}
