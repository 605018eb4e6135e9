"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

type Change = {
  affectedUsers: number;
  skippedUsers: readonly { name: string; email: string }[];
};

/** Names a few users for a toast: "Ana Gómez, Luis Pérez and 3 more". */
export function useNameList() {
  const t = useTranslations("admin.roles");
  return (users: readonly { name: string; email: string }[], shown = 3) => {
    const names = users.slice(0, shown).map((user) => user.name || user.email);
    const rest = users.length - names.length;
    return rest > 0
      ? t("namesAndMore", { names: names.join(", "), count: rest })
      : names.join(", ");
  };
}

/**
 * The toasts of a role change (spec §6, §8): what was done, and a warning naming the users the
 * change skipped because it would have left them without roles.
 */
export function useRoleChangeToast() {
  const t = useTranslations("admin.roles.toasts");
  const nameList = useNameList();
  return (action: "created" | "updated" | "deleted", name: string, change: Change) => {
    toast.success(t(action, { name, count: change.affectedUsers }));
    if (change.skippedUsers.length > 0)
      toast.warning(
        t("skipped", { count: change.skippedUsers.length, names: nameList(change.skippedUsers) }),
        { duration: 10_000 },
      );
  };
}
