"use client";

import { useMutation } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { PasswordLink } from "@/components/admin/password-link";
import { useAdminErrorToast } from "@/components/admin/use-admin-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { graphql } from "@/lib/graphql/generated/client";
import type { AdminUserRowFragment } from "@/lib/graphql/generated/client/graphql";

const ResetUserPasswordMutation = graphql(`
  mutation ResetUserPassword($id: ID!) {
    resetUserPassword(id: $id) {
      url
      expiresAt
    }
  }
`);

/** Asks, then makes a new one-use set-password link (the old password stops working) and shows it. */
export function ResetPasswordDialog({
  user,
  onClose,
}: {
  user: AdminUserRowFragment;
  onClose: () => void;
}) {
  const t = useTranslations("admin.users.reset");
  const errorToast = useAdminErrorToast("admin.users");
  const [reset, { data, loading }] = useMutation(ResetUserPasswordMutation);
  const link = data?.resetUserPassword;
  const name = user.name || user.email;

  async function confirm() {
    await reset({ variables: { id: user.id } }).catch((error: unknown) => {
      errorToast(error);
      onClose();
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="reset-password-dialog">
        <DialogHeader>
          <DialogTitle>{t("title", { name })}</DialogTitle>
          <DialogDescription>{link ? t("done") : t("description")}</DialogDescription>
        </DialogHeader>
        {link ? <PasswordLink url={link.url} expiresAt={link.expiresAt} /> : null}
        <DialogFooter>
          {link ? (
            <Button onClick={onClose}>{t("close")}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                {t("cancel")}
              </Button>
              <Button
                variant="destructive"
                onClick={confirm}
                disabled={loading}
                aria-busy={loading || undefined}
              >
                {t("confirm")}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
