"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";

type Target = { id: string; name: string };

export function DeleteWorkspaceDialog<T extends Target>({
  workspace,
  onCancel,
  onConfirm,
}: {
  workspace: T | null;
  onCancel: () => void;
  onConfirm: (workspace: T) => Promise<void>;
}) {
  const t = useTranslations("workspaces");
  const [busy, setBusy] = useState(false);
  return (
    <GenericDialog
      open={workspace !== null}
      onOpenChange={(open) => (!open ? onCancel() : undefined)}
      title={t("deleteTitle")}
      description={workspace ? t("deleteConfirm", { name: workspace.name }) : undefined}
      confirmLabel={t("delete")}
      destructive
      busy={busy}
      onConfirm={async () => {
        if (!workspace) return;
        setBusy(true);
        await onConfirm(workspace);
        setBusy(false);
      }}
    />
  );
}
