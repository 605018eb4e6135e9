"use client";
import { useTranslations } from "next-intl";
import { useController, type Control } from "react-hook-form";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { MediaLocationsQuery } from "@/lib/media/operations";
import type { PackageFormValues } from "./package-form-schema";
import type { usePackageMessage } from "./use-package-message";

/** Where the package goes: every store of the selected workspace, or the stores chosen here. */
export function StoresField({
  control,
  workspace,
  message,
}: {
  control: Control<PackageFormValues>;
  workspace: TargetWorkspace | null;
  message: ReturnType<typeof usePackageMessage>;
}) {
  const t = useTranslations("media.form");
  const target = useController({ control, name: "target" });
  const stores = useController({ control, name: "stores" });
  const error = stores.fieldState.error?.message;
  return (
    <StoreTargetField
      labels={{
        legend: t("stores"),
        workspace: workspace?.isDefault
          ? t("allStores")
          : t("allOfWorkspace", { workspace: workspace?.name ?? "" }),
        workspaceDetail: `${t("workspaceCount", { count: workspace?.totalLocations ?? 0 })} · ${t("workspaceHint")}`,
        chosen: t("chosenStores"),
      }}
      workspace={workspace}
      target={target.field.value}
      onTargetChange={target.field.onChange}
      stores={stores.field.value}
      onStoresChange={stores.field.onChange}
      error={error ? message(error) : undefined}
      query={MediaLocationsQuery}
      storesOf={(data) => data.mediaLocations}
    />
  );
}
