"use client";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useId } from "react";
import { ChoiceCard } from "@/components/ui/choice-card";
import { GroupError } from "@/components/ui/form-field";
import type { StoreOptionData } from "@/components/common/store-choice";
import { StorePicker, type StoreName, type StoreSearchVariables } from "./store-picker";
import type { TargetWorkspace } from "@/components/common/selected-workspace";

export type StoreTarget = "workspace" | "stores";

/** The field's words, translated by the form that shows it. */
export type StoreTargetLabels = {
  legend: string;
  /** "All your stores" or "All stores of {workspace}". */
  workspace: string;
  /** Under it: how many stores, and where the workspace is changed. */
  workspaceDetail: string;
  chosen: string;
};

/**
 * Where a batch of work goes (a media package, a post): every store of the selected workspace, or
 * the stores chosen here with the module's own store search. `error` is already translated.
 */
export function StoreTargetField<Data>({
  labels,
  workspace,
  target,
  onTargetChange,
  stores,
  onStoresChange,
  error,
  query,
  storesOf,
}: {
  labels: StoreTargetLabels;
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
        {labels.legend}
      </legend>
      <div className="flex flex-col gap-2">
        {workspace ? (
          <ChoiceCard
            name={name}
            checked={target === "workspace"}
            onSelect={() => onTargetChange("workspace")}
          >
            <span>{labels.workspace}</span>
            <span className="text-muted-foreground text-xs">{labels.workspaceDetail}</span>
          </ChoiceCard>
        ) : null}
        <ChoiceCard
          name={name}
          checked={target === "stores"}
          onSelect={() => onTargetChange("stores")}
        >
          <span>{labels.chosen}</span>
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
