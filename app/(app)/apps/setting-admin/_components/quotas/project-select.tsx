"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { SetTenantMapsProjectMutation } from "@/lib/admin/operations/quotas";
import { useGraphQLMutation } from "@/lib/http/use-graphql";

/**
 * The maps project a tenant's calls use, changed after a confirmation that says what it costs:
 * the other project's client cannot use the tokens of its users' linked maps accounts, so they
 * must link them again.
 */
export function ProjectSelect({
  tenantId,
  name,
  project,
  projects,
  linkedAccounts,
}: {
  tenantId: string;
  name: string;
  project: string;
  projects: string[];
  linkedAccounts: number;
}) {
  const t = useTranslations("admin.quotas");
  const errorMessage = useApiErrorMessage("admin.quotas.projectErrors");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [save, saving] = useGraphQLMutation(SetTenantMapsProjectMutation);
  const [asked, setAsked] = useState<string | null>(null);

  async function confirm() {
    if (!asked) return;
    const result = await save({ tenantId, project: asked }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const saved = result.data?.setTenantMapsProject;
    if (!saved) {
      toast.error(errorMessage(result.error));
      return;
    }
    setAsked(null);
    toast.success(t("projectSaved", { name: saved.name, project: saved.project }));
    startRefresh(() => router.refresh());
  }

  return (
    <>
      <NativeSelect
        aria-label={t("projectOf", { name })}
        value={project}
        disabled={saving.loading || refreshing}
        onChange={(event) => {
          if (event.target.value !== project) setAsked(event.target.value);
        }}
        data-testid="quota-project-select"
      >
        {projects.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </NativeSelect>
      <GenericDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={t("projectConfirmTitle", { name, project: asked ?? "" })}
        description={t("projectConfirmDescription", { project: asked ?? "" })}
        confirmLabel={t("projectConfirm")}
        onConfirm={confirm}
        busy={saving.loading}
        destructive={linkedAccounts > 0}
        contentProps={{ "data-testid": "quota-project-dialog" }}
      >
        {linkedAccounts > 0 ? (
          <p className="text-sm font-medium" role="note">
            {t("projectRelink", { count: linkedAccounts })}
          </p>
        ) : null}
      </GenericDialog>
    </>
  );
}
