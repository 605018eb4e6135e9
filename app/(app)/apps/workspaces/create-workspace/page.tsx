import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/common/page-header";
import { getDb } from "@/lib/db/client";
import { guardRoute } from "@/lib/navigation/guard";
import { canEditWorkspaces } from "@/lib/workspaces/access";
import { getWorkspace } from "@/lib/workspaces/queries";
import { workspaceIdSchema } from "@/lib/workspaces/schema";
import { WorkspaceEditor } from "../_components/workspace-editor";
import { pageMetadata } from "@/lib/i18n/page-metadata";

/** The tab says "Create workspace" or "Edit workspace", as the heading does. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<{ id?: string }>;
}): Promise<Metadata> {
  const { id } = await searchParams;
  if (!id) return pageMetadata("workspace")();
  const t = await getTranslations("workspaces");
  return { title: t("editTitle") };
}

/**
 * /apps/workspaces/create-workspace: creates a workspace; with ?id= it edits that one (name,
 * description and its stores). The spec's route table has no other workspace page.
 */
export default async function CreateWorkspacePage({
  searchParams,
}: {
  searchParams: Promise<{ id?: string }>;
}) {
  const user = await guardRoute("/apps/workspaces/create-workspace");
  const [{ id }, t] = await Promise.all([searchParams, getTranslations("workspaces")]);
  if (!canEditWorkspaces(user.roles) || !user.tenantId) notFound();
  const parsed = id ? workspaceIdSchema.safeParse(id) : null;
  const workspace = parsed?.success
    ? await getWorkspace(await getDb(), { tenantId: user.tenantId, id: parsed.data })
    : null;
  if (id && (!workspace || workspace.isDefault)) notFound();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={workspace ? t("editTitle") : t("createTitle")} />
      <WorkspaceEditor
        workspace={
          workspace
            ? { id: workspace.id, name: workspace.name, description: workspace.description }
            : null
        }
      />
    </div>
  );
}
