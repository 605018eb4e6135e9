"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  type DialogContentProps,
} from "@/components/ui/dialog";

export type GenericDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: React.ReactNode;
  /** Label of the confirm button; omit for an information-only dialog with a single close button. */
  confirmLabel?: string;
  onConfirm?: () => void;
  destructive?: boolean;
  /** The confirmed change is running: the confirm button is disabled and says so (aria-busy). */
  busy?: boolean;
  /** The close button's words where the dialog's own say more than "Close" ("Done"). */
  closeLabel?: string;
  titleClassName?: string;
  /** Confirming makes no sense yet (say, what it would affect is still loading): disabled, not busy. */
  confirmDisabled?: boolean;
  /** Passed to the dialog's content, e.g. a data-testid. */
  contentProps?: Omit<DialogContentProps, "children"> & { "data-testid"?: string };
};

/** The spec's generic dialog: a title, a message and close / confirm actions (translated texts in). */
export function GenericDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  destructive,
  busy,
  confirmDisabled,
  closeLabel,
  titleClassName,
  contentProps,
}: GenericDialogProps) {
  const t = useTranslations("shell.dialog");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {confirmLabel ? t("cancel") : (closeLabel ?? t("close"))}
          </Button>
          {confirmLabel ? (
            <Button
              variant={destructive ? "destructive" : "default"}
              disabled={busy || confirmDisabled}
              aria-busy={busy || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
