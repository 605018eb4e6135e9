"use client";
import { KeyRound, MoreHorizontal, ShieldCheck, UserCheck, UserX } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MountOnUse } from "@/components/ui/mount-on-use";
import type {
  AdminRoleOptionFragment,
  AdminUserRowFragment,
} from "@/lib/graphql/generated/client/graphql";

// The dialogs load when first opened, not with the user list: most visits only read it.
const EditRolesDialog = dynamic(() =>
  import("./edit-roles-dialog").then((module) => module.EditRolesDialog),
);
const DisableUserDialog = dynamic(() =>
  import("./disable-user-dialog").then((module) => module.DisableUserDialog),
);
const ResetPasswordDialog = dynamic(() =>
  import("./reset-password-dialog").then((module) => module.ResetPasswordDialog),
);

type Open = "roles" | "disable" | "reset" | null;

/** A user's row actions: edit roles, disable or enable, and a new set-password link. */
export function UserActions({
  user,
  roles,
}: {
  user: AdminUserRowFragment;
  roles: AdminRoleOptionFragment[];
}) {
  const t = useTranslations("admin.users.actions");
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const refresh = () => startRefresh(() => router.refresh());
  const name = user.name || user.email;

  return (
    <>
      <MountOnUse
        popup="menu"
        trigger={
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("menu", { name })}
            data-testid="admin-user-actions"
          >
            <MoreHorizontal aria-hidden />
          </Button>
        }
      >
        {(button) => (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setOpen("roles")}>
                <ShieldCheck aria-hidden />
                {t("editRoles")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpen("reset")}>
                <KeyRound aria-hidden />
                {t("resetPassword")}
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => setOpen("disable")}
                className={user.disabled ? undefined : "text-destructive focus:text-destructive"}
              >
                {user.disabled ? <UserCheck aria-hidden /> : <UserX aria-hidden />}
                {user.disabled ? t("enable") : t("disable")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </MountOnUse>
      {open === "roles" ? (
        <EditRolesDialog user={user} roles={roles} onClose={close} onSaved={refresh} />
      ) : null}
      {open === "disable" ? (
        <DisableUserDialog user={user} onClose={close} onDone={refresh} />
      ) : null}
      {open === "reset" ? <ResetPasswordDialog user={user} onClose={close} /> : null}
    </>
  );
}
