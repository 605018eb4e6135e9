"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { GenericDialog } from "@/components/common/generic-dialog";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import { cn } from "@/lib/utils";
import type { openStatusSchema } from "@/lib/stores/schema";
import type { closeStoreRules } from "./close-store-rules";

type Status = z.output<typeof openStatusSchema>;
const STATUSES: Status[] = ["OPEN", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"];
type Values = z.output<typeof closeStoreRules>;

/**
 * Open, temporarily closed or permanently closed. Closing for good hides the store from the maps
 * service's results, so it asks first; a store the service will not reopen cannot be reopened.
 */
export function CloseStoreForm({
  status,
  canReopen,
  context,
}: {
  status: Status;
  canReopen: boolean;
  context: StoreEditContext;
}) {
  const t = useTranslations("stores.edit.close");
  const { form, send, formProps } = useStoreEdit({
    context,
    rules: () => import("./close-store-rules").then((m) => m.closeStoreRules),
    defaultValues: { openInfo: { status } },
    toPatch: (values) => ({ openInfo: values.openInfo }),
  });
  const id = useId();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const reopenBlocked = status !== "OPEN" && !canReopen;
  const onSubmit = form.handleSubmit((values) =>
    values.openInfo.status === "CLOSED_PERMANENTLY" && status !== "CLOSED_PERMANENTLY"
      ? setConfirming(values)
      : send(values),
  );

  return (
    <>
      <StoreEditForm {...formProps} onSubmit={onSubmit}>
        <p className="text-sm">
          {t("current")} <strong>{t(`statuses.${status}`)}</strong>
        </p>
        <Controller
          name="openInfo.status"
          control={form.control}
          render={({ field }) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">{t("choose")}</legend>
              {STATUSES.map((option) => {
                const disabled = option === "OPEN" && reopenBlocked;
                return (
                  <label
                    key={option}
                    className={cn(
                      "has-[:checked]:border-primary has-[:checked]:bg-accent/50 flex cursor-pointer items-start gap-3 rounded-md border p-3",
                      disabled && "cursor-not-allowed opacity-60",
                    )}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={option}
                      checked={field.value === option}
                      disabled={disabled}
                      onChange={() => field.onChange(option)}
                      // Named by the option alone; its explanation is its description.
                      aria-labelledby={`${id}-${option}`}
                      aria-describedby={`${id}-${option}-hint`}
                      className="accent-primary mt-1"
                    />
                    <span className="flex flex-col gap-0.5">
                      <span id={`${id}-${option}`} className="text-sm font-medium">
                        {option === "OPEN" && status !== "OPEN"
                          ? t("reopen")
                          : t(`options.${option}`)}
                      </span>
                      <span id={`${id}-${option}-hint`} className="text-muted-foreground text-sm">
                        {disabled ? t("cannotReopen") : t(`hints.${option}`)}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
        />
      </StoreEditForm>
      <GenericDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("confirmTitle")}
        description={t("confirmDescription")}
        confirmLabel={t("confirm")}
        destructive
        onConfirm={() => {
          const values = confirming;
          setConfirming(null);
          if (values) void send(values);
        }}
      />
    </>
  );
}
