"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useWatch, type Control } from "react-hook-form";
import { cn } from "@/lib/utils";
import type { PackageFormValues } from "./package-form-schema";
import type { PackageWorkspace } from "./selected-workspace";
import { StorePicker } from "./store-picker";
import type { usePackageMessage } from "./use-package-message";

/** Where the package goes: every store of the selected workspace, or the stores chosen here. */
export function StoresField({
  control,
  workspace,
  message,
}: {
  control: Control<PackageFormValues>;
  workspace: PackageWorkspace | null;
  message: ReturnType<typeof usePackageMessage>;
}) {
  const t = useTranslations("media.form");
  const labelId = useId();
  const target = useWatch({ control, name: "target" });
  return (
    <fieldset aria-labelledby={labelId} className="flex min-w-0 flex-col gap-2">
      <legend id={labelId} className="text-sm font-medium">
        {t("stores")}
      </legend>
      <Controller
        name="target"
        control={control}
        render={({ field }) => (
          <div className="flex flex-col gap-2">
            {workspace ? (
              <Choice
                name={field.name}
                checked={field.value === "workspace"}
                onSelect={() => field.onChange("workspace")}
              >
                <span>
                  {workspace.isDefault
                    ? t("allStores")
                    : t("allOfWorkspace", { workspace: workspace.name })}
                </span>
                <span className="text-muted-foreground text-xs">
                  {t("workspaceCount", { count: workspace.totalLocations })} · {t("workspaceHint")}
                </span>
              </Choice>
            ) : null}
            <Choice
              name={field.name}
              checked={field.value === "stores"}
              onSelect={() => field.onChange("stores")}
            >
              <span>{t("chosenStores")}</span>
            </Choice>
          </div>
        )}
      />
      <Controller
        name="stores"
        control={control}
        render={({ field, fieldState }) => (
          <>
            {target === "stores" ? (
              <StorePicker
                value={field.value}
                onChange={field.onChange}
                workspaceId={workspace?.id ?? null}
              />
            ) : null}
            {fieldState.error ? (
              <p role="alert" className="text-destructive text-sm">
                {message(fieldState.error.message ?? "")}
              </p>
            ) : null}
          </>
        )}
      />
    </fieldset>
  );
}

function Choice({
  name,
  checked,
  onSelect,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        "flex items-start gap-2 rounded-md border p-2.5",
        checked && "border-primary bg-primary/5",
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="accent-primary mt-0.5 size-4 shrink-0"
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col text-sm">
        {children}
      </label>
    </div>
  );
}
