"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { RoleCheckboxes } from "@/components/admin/role-checkboxes";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { toast } from "@/components/ui/toast";
import type {
  AdminRoleOptionFragment,
  AdminUserRowFragment,
} from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { UpdateUserRolesMutation } from "@/lib/admin/operations/users";

/** Replaces a user's roles; at least one stays ticked. */
export function EditRolesDialog({
  user,
  roles,
  onClose,
  onSaved,
}: {
  user: AdminUserRowFragment;
  roles: AdminRoleOptionFragment[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("admin.users.editRoles");
  const errorMessage = useApiErrorMessage("admin.users.errors");
  const [value, setValue] = useState<string[]>(user.roleIds);
  const [tried, setTried] = useState(false);
  const [save, { loading }] = useGraphQLMutation(UpdateUserRolesMutation);
  const errorId = useId();
  const empty = value.length === 0;
  const name = user.name || user.email;

  async function send() {
    setTried(true);
    if (empty) return;
    const result = await save({ id: user.id, roles: value }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.updateUserRoles) {
      toast.success(t("saved", { name }));
      onSaved();
      onClose();
    } else toast.error(errorMessage(result.error));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("title", { name })}
      description={t("description")}
      onSubmit={() => void send()}
      submitLabel={loading ? t("saving") : t("save")}
      cancelLabel={t("cancel")}
      pending={loading}
      contentProps={{
        className: "max-h-[90vh] overflow-y-auto sm:max-w-2xl",
        "data-testid": "edit-roles",
      }}
    >
      <RoleCheckboxes
        roles={roles}
        value={value}
        onChange={setValue}
        invalid={tried && empty}
        describedBy={tried && empty ? errorId : undefined}
      />
      {tried && empty ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {t("atLeastOne")}
        </p>
      ) : null}
    </FormDialog>
  );
}
