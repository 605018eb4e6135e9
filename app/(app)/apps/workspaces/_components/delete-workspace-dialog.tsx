"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

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
    <Dialog open={workspace !== null} onOpenChange={(open) => (!open ? onCancel() : undefined)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("deleteTitle")}</DialogTitle>
          <DialogDescription>
            {workspace ? t("deleteConfirm", { name: workspace.name }) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              if (!workspace) return;
              setBusy(true);
              await onConfirm(workspace);
              setBusy(false);
            }}
          >
            {t("delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
