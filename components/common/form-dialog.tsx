"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from "react";
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

export type FormDialogProps = {
  /** Most form dialogs exist only while open; one kept mounted passes its state. */
  open?: boolean;
  /** Every way out: the cancel button, Escape, the close icon, a click outside. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Without it the children render their own form, with `formId`. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formId?: string;
  formClassName?: string;
  submitLabel: string;
  /** The kit's "Cancel" unless the module says it its own way. */
  cancelLabel?: string;
  /** The submit is running: the submit button is disabled and says so (aria-busy). */
  pending?: boolean;
  submitDisabled?: boolean;
  intro?: ReactNode;
  /** Under the form: a refusal of the form as a whole. */
  notice?: ReactNode;
  /**
   * What takes the form's place once it is sent (a job's progress): the submit button goes, the
   * cancel button reads `closeLabel` and takes the focus, the one way on.
   */
  outcome?: ReactNode;
  closeLabel?: string;
  titleClassName?: string;
  contentProps?: Omit<DialogContentProps, "children"> & { "data-testid"?: string };
};

/**
 * A dialog whose body is a form: title, description, the fields (children), cancel and submit.
 * The focus goes to a field marked `data-autofocus` on opening and back to the opener on closing
 * (the dialog content's focus handling).
 */
export function FormDialog({
  open = true,
  onClose,
  title,
  description,
  onSubmit,
  formId,
  formClassName = "flex min-w-0 flex-col gap-4",
  submitLabel,
  cancelLabel,
  pending,
  submitDisabled,
  intro,
  notice,
  outcome,
  closeLabel,
  titleClassName,
  contentProps,
  children,
}: FormDialogProps & { children?: ReactNode }) {
  const t = useTranslations("shell.dialog");
  const ownId = useId();
  const id = formId ?? ownId;
  const done = outcome !== undefined && outcome !== null && outcome !== false;
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) cancelButton.current?.focus();
  }, [done]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to a form around the opener.
    event.stopPropagation();
    onSubmit?.(event);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent {...contentProps}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {intro}
        {done ? (
          outcome
        ) : onSubmit ? (
          <form id={id} noValidate onSubmit={submit} className={formClassName}>
            {children}
          </form>
        ) : (
          children
        )}
        {notice}
        <DialogFooter>
          <Button ref={cancelButton} type="button" variant="outline" onClick={onClose}>
            {done ? (closeLabel ?? t("close")) : (cancelLabel ?? t("cancel"))}
          </Button>
          {done ? null : (
            <Button
              type="submit"
              form={id}
              disabled={pending || submitDisabled}
              aria-busy={pending || undefined}
            >
              {submitLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
