"use client";

import { Link } from "@/components/ui/link";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useHydrated } from "@/components/common/use-hydrated";
import { EditNotice } from "./edit-notice";
import type { StoreEditContext } from "./store-edit-types";

export type StoreEditFormProps = {
  form: UseFormReturn<FieldValues, unknown, FieldValues>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  sending: boolean;
  /** The edited store; null when creating one. */
  context: StoreEditContext | null;
  /** The job of the change just sent, followed until the maps service answers. */
  jobId: string | null;
  onSettled?: (accepted: boolean) => void;
  submitLabel?: string;
  /** False while the form still loads a check it needs (the phone rules): it cannot be sent yet. */
  ready?: boolean;
  children: React.ReactNode;
};

/**
 * The frame of every store form: its fields in a card, the notes and outcome of EditNotice, and
 * cancel / send. The fields inside read the form through react-hook-form's context.
 */
export function StoreEditForm({
  form,
  onSubmit,
  sending,
  context,
  jobId,
  onSettled,
  submitLabel,
  ready = true,
  children,
}: StoreEditFormProps) {
  const t = useTranslations("stores.edit");
  const hydrated = useHydrated();
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Card className="py-5">
          <CardContent className="flex flex-col gap-5 px-4 sm:px-6">{children}</CardContent>
        </Card>
        <EditNotice context={context} jobId={jobId} onSettled={onSettled} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link href="/apps/stores">{t("cancel")}</Link>
          </Button>
          <Button
            type="submit"
            disabled={sending || !hydrated || !ready}
            aria-busy={sending || undefined}
          >
            {sending ? t("sending") : (submitLabel ?? t("save"))}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
