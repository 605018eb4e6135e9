"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import type { BulkSelection } from "@/components/data-table/types";
import type { DataTableState } from "@/components/data-table/url-state";
import type { BulkEditKind } from "./bulk/bulk-edit-kinds";
import { BulkEditMenu } from "./bulk/bulk-edit-menu";
import { HolidaysLink } from "./bulk/holidays-link";
import { QrCardsButton } from "./qr-cards-button";
import { useStoreColumns } from "./store-columns";
import { StoreRowActions } from "./store-row-actions";
import { StoresSheetActions } from "./stores-sheet-actions";
import { STORES_TABLE, type StoreRow } from "./stores-table-config";

// The bulk forms (hours, phones, categories…) load when the bulk menu first opens, not with the
// list: most visits only find and open a store.
const loadBulkDialog = () => import("./bulk/bulk-edit-dialog");
const BulkEditDialog = dynamic(() => loadBulkDialog().then((module) => module.BulkEditDialog));

/** The store list's interactive body: the shared data table with the store columns and actions. */
export function StoresTable({
  rows,
  total,
  state,
  workspaceId,
  error,
}: {
  rows: StoreRow[];
  total: number;
  state: DataTableState;
  /** The workspace the rows were read for (null: every store): another one empties the selection. */
  workspaceId: string | null;
  error: boolean;
}) {
  const t = useTranslations("stores");
  // Held here, not in the selection bar: the dialog outlives the selection it empties.
  const [bulk, setBulk] = useState<{
    kind: BulkEditKind;
    selection: BulkSelection;
    clear: () => void;
  } | null>(null);
  return (
    <>
      <DataTable
        columns={useStoreColumns()}
        rows={rows}
        total={total}
        state={state}
        config={STORES_TABLE}
        caption={t("caption")}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        rowActions={(row) => <StoreRowActions store={row} />}
        bulkActions={(selection, clear) => (
          <>
            <QrCardsButton selection={selection} />
            <HolidaysLink selection={selection} />
            <BulkEditMenu
              onOpen={() => void loadBulkDialog()}
              onChoose={(kind) => setBulk({ kind, selection, clear })}
            />
          </>
        )}
        toolbar={<StoresSheetActions workspaceId={workspaceId} />}
        cardsOnPhones
        scope={workspaceId ?? undefined}
        error={error}
        emptyTitle={t("empty")}
        emptyDescription={t("emptyDescription")}
      />
      {bulk ? (
        <BulkEditDialog
          kind={bulk.kind}
          selection={bulk.selection}
          workspaceId={workspaceId}
          onStarted={bulk.clear}
          onClose={() => setBulk(null)}
        />
      ) : null}
    </>
  );
}
