"use client";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { ChoiceCard } from "@/components/ui/choice-card";
import { GroupError } from "@/components/ui/form-field";
import type { StoreOptionData } from "@/components/common/store-choice";
import { StorePicker, type StoreName, type StoreSearchVariables } from "./store-picker";
import type { TargetWorkspace } from "@/components/common/selected-workspace";

export type StoreTarget = "workspace" | "stores";

type StoreTargetValues = { target: StoreTarget | null; stores: StoreName[] };

/**
 * Where a batch of work goes (a media package, a post, a data extract), bound to the form's
 * `target` and `stores` values: every store of the selected workspace, or the stores chosen here
 * with the module's own store search. `message` translates the issue on `stores`.
 */
export function StoreTargetField<Values extends StoreTargetValues, Data>({
  control,
  workspace,
  legend,
  chosenLabel,
  workspaceHint,
  message,
  onTargetChange,
  query,
  storesOf,
}: {
  control: Control<Values>;
  workspace: TargetWorkspace | null;
  legend: string;
  chosenLabel: string;
  /** After the workspace's store count: where the workspace is changed. */
  workspaceHint?: string;
  message: (key: string | undefined) => string | undefined;
  onTargetChange?: (target: StoreTarget) => void;
  query: TypedDocumentNode<Data, StoreSearchVariables>;
  storesOf: (data: Data) => readonly StoreOptionData[];
}) {
  const t = useTranslations("storeTarget");
  // Every form that shows the field names its values `target` and `stores` (Values says so).
  const bound = control as unknown as Control<StoreTargetValues>;
  const target = useController({ control: bound, name: "target" });
  const stores = useController({ control: bound, name: "stores" });
  const count = t("workspaceCount", { count: workspace?.totalLocations ?? 0 });
  return (
    <StoreTargetChoice
      legend={legend}
      workspaceLabel={
        workspace?.isDefault
          ? t("allStores")
          : t("allOfWorkspace", { workspace: workspace?.name ?? "" })
      }
      workspaceDetail={workspaceHint ? `${count} · ${workspaceHint}` : count}
      chosenLabel={chosenLabel}
      workspace={workspace}
      target={target.field.value}
      onTargetChange={(next) => {
        target.field.onChange(next);
        onTargetChange?.(next);
      }}
      stores={stores.field.value}
      onStoresChange={stores.field.onChange}
      error={message(stores.fieldState.error?.message)}
      query={query}
      storesOf={storesOf}
    />
  );
}

function StoreTargetChoice<Data>({
  legend,
  workspaceLabel,
  workspaceDetail,
  chosenLabel,
  workspace,
  target,
  onTargetChange,
  stores,
  onStoresChange,
  error,
  query,
  storesOf,
}: {
  legend: string;
  workspaceLabel: string;
  workspaceDetail: string;
  chosenLabel: string;
  workspace: TargetWorkspace | null;
  /** Null until the user chooses: no work goes to every store by default. */
  target: StoreTarget | null;
  onTargetChange: (target: StoreTarget) => void;
  stores: StoreName[];
  onStoresChange: (stores: StoreName[]) => void;
  error?: string;
  query: TypedDocumentNode<Data, StoreSearchVariables>;
  storesOf: (data: Data) => readonly StoreOptionData[];
}) {
  const labelId = useId();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend id={labelId} className="text-sm font-medium">
        {legend}
      </legend>
      <div className="flex flex-col gap-2">
        {workspace ? (
          <ChoiceCard
            name={name}
            checked={target === "workspace"}
            onSelect={() => onTargetChange("workspace")}
          >
            <span>{workspaceLabel}</span>
            <span className="text-muted-foreground text-xs">{workspaceDetail}</span>
          </ChoiceCard>
        ) : null}
        <ChoiceCard
          name={name}
          checked={target === "stores"}
          onSelect={() => onTargetChange("stores")}
        >
          <span>{chosenLabel}</span>
        </ChoiceCard>
      </div>
      {target === "stores" ? (
        <StorePicker
          value={stores}
          onChange={onStoresChange}
          workspaceId={workspace?.id ?? null}
          query={query}
          storesOf={storesOf}
        />
      ) : null}
      <GroupError id={errorId}>{error}</GroupError>
    </fieldset>
  );
}
