"use client";

import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import type { AdminRoleFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation, useGraphQLQuery } from "@/lib/http/use-graphql";
import { useNameList, useRoleChangeToast } from "./role-change-toast";
import { DeleteRoleMutation, RoleImpactQuery } from "@/lib/admin/operations/roles";

/**
 * Asks before a custom role is deleted, saying whom it affects (spec §6): how many users hold it,
 * who, and how many keep it because it is their only role.
 */
export function DeleteRoleDialog({
  role,
  onClose,
  onDeleted,
}: {
  role: AdminRoleFragment;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useTranslations("admin.roles.delete");
  const errorMessage = useApiErrorMessage("admin.roles.errors");
  const changeToast = useRoleChangeToast();
  const nameList = useNameList();
  const impact = useGraphQLQuery(RoleImpactQuery, { variables: { id: role.id } });
  const [remove, { loading }] = useGraphQLMutation(DeleteRoleMutation);
  const data = impact.data?.roleImpact;

  async function confirm() {
    const result = await remove({ id: role.id }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.deleteRole) {
      changeToast("deleted", role.name, result.data.deleteRole);
      onDeleted();
    } else toast.error(errorMessage(result.error));
    onClose();
  }

  return (
    <GenericDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("title", { name: role.name })}
      description={t("description")}
      confirmLabel={t("delete")}
      onConfirm={() => void confirm()}
      destructive
      busy={loading}
      confirmDisabled={impact.loading}
      contentProps={{ "data-testid": "role-delete-dialog" }}
    >
      <div data-testid="role-impact" aria-live="polite" className="flex flex-col gap-2 text-sm">
        {impact.loading ? (
          <Skeleton className="h-10 w-full" />
        ) : impact.error || !data ? (
          <p role="alert" className="text-destructive">
            {t("impactFailed")}
          </p>
        ) : data.userCount === 0 ? (
          <p>{t("noUsers")}</p>
        ) : (
          <>
            <p className="font-medium">
              {t("users", { count: data.userCount, names: nameList(data.users, 5) })}
            </p>
            {data.onlyRoleCount > 0 ? (
              <p className="text-muted-foreground">
                {t("onlyRole", { count: data.onlyRoleCount })}
              </p>
            ) : null}
          </>
        )}
      </div>
    </GenericDialog>
  );
}
