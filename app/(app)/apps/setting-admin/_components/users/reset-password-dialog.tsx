"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PasswordLink } from "@/components/admin/password-link";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { toast } from "@/components/ui/toast";
import type { AdminUserRowFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { ResetUserPasswordMutation } from "@/lib/admin/operations/users";

/** Asks, then makes a new one-use set-password link (the old password stops working) and shows it. */
export function ResetPasswordDialog({
  user,
  onClose,
}: {
  user: AdminUserRowFragment;
  onClose: () => void;
}) {
  const t = useTranslations("admin.users.reset");
  const errorMessage = useApiErrorMessage("admin.users.errors");
  const [reset, { loading }] = useGraphQLMutation(ResetUserPasswordMutation);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const name = user.name || user.email;

  async function confirm() {
    await reset({ id: user.id }).then(
      (data) => setLink(data.resetUserPassword),
      (error: unknown) => {
        toast.error(errorMessage(error));
        onClose();
      },
    );
  }

  return (
    <GenericDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("title", { name })}
      description={link ? t("done") : t("description")}
      confirmLabel={link ? undefined : t("confirm")}
      onConfirm={() => void confirm()}
      destructive
      busy={loading}
      closeLabel={t("close")}
      contentProps={{ "data-testid": "reset-password-dialog" }}
    >
      {link ? <PasswordLink url={link.url} expiresAt={link.expiresAt} /> : null}
    </GenericDialog>
  );
}
