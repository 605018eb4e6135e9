"use client";
import { useTranslations } from "next-intl";
import { useController, type Control } from "react-hook-form";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { StoreTargetField } from "@/components/forms/store-target-field";
import { MarketingLocationsQuery } from "@/lib/marketing/operations";
import type { NewJobFormInput } from "@/lib/marketing/schema";

/** The stores a job reads: every store of the selected workspace, or the stores chosen here. */
export function StoresField({
  control,
  workspace,
  error,
}: {
  control: Control<NewJobFormInput>;
  workspace: TargetWorkspace | null;
  error?: string;
}) {
  const t = useTranslations("marketing.form");
  const target = useController({ control, name: "target" });
  const stores = useController({ control, name: "stores" });
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
      error={error}
      query={MarketingLocationsQuery}
      storesOf={(data) => data.marketingLocations}
    />
  );
}
