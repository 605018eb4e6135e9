"use client";

import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { toast } from "@/components/ui/toast";
import type { AdminUserRowFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { SetUserDisabledMutation } from "@/lib/admin/operations/users";

/** Asks before a user is disabled (their sessions end at once) or enabled again. */
export function DisableUserDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUserRowFragment;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("admin.users.disable");
  const errorMessage = useApiErrorMessage("admin.users.errors");
  const [run, { loading }] = useGraphQLMutation(SetUserDisabledMutation);
  const disabling = !user.disabled;
  const name = user.name || user.email;

  async function confirm() {
    const result = await run({ id: user.id, disabled: disabling }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.setUserDisabled) {
      toast.success(t(disabling ? "disabled" : "enabled", { name }));
      onDone();
    } else toast.error(errorMessage(result.error));
    onClose();
  }

  return (
    <GenericDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(disabling ? "disableTitle" : "enableTitle", { name })}
      description={t(disabling ? "disableDescription" : "enableDescription", { name })}
      confirmLabel={t(disabling ? "disable" : "enable")}
      onConfirm={() => void confirm()}
      destructive={disabling}
      busy={loading}
      contentProps={{ "data-testid": "disable-user-dialog" }}
    />
  );
}
