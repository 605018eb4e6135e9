"use client";
import { getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ColumnChooser } from "./column-chooser";
import { FilterBar } from "./filter-bar";
import { Pagination } from "./pagination";
import { SelectionBar } from "./selection-bar";
import { TableGrid } from "./table-grid";
import { DataTableEmpty, DataTableError } from "./table-states";
import type { BulkActions, BulkSelection } from "./types";
import { filtersKey, type DataTableConfig, type DataTableState } from "./url-state";
import { useSelection } from "./use-selection";
import { useTableUrl } from "./use-table-url";

export type DataTableProps<TRow> = {
  /** TanStack column definitions; each needs an `id` (the server's allowlist id) and `meta.label`. */
  columns: ColumnDef<TRow>[];
  /** The page of rows the server read for `state`. */
  rows: TRow[];
  /** Rows matching the filters, across pages. */
  total: number;
  /** The view, parsed from the URL by the server page with the same `config`. */
  state: DataTableState;
  config: DataTableConfig;
  /** Accessible name of the table. */
  caption: string;
  getRowId: (row: TRow) => string;
  /** Names a row for screen readers ("Select Palermo"). */
  rowLabel: (row: TRow) => string;
  /** A row's quick actions (usually a menu); kept in view on narrow screens. */
  rowActions?: (row: TRow) => ReactNode;
  bulkActions?: BulkActions;
  /** Whatever else the rows depend on (e.g. the workspace): a change empties the selection. */
  scope?: string;
  /** The server could not read the rows. */
  error?: boolean;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  /** Extra toolbar content (e.g. a create button), at the end. */
  toolbar?: ReactNode;
};

/**
 * The shared server-paged table (ARCHITECTURE §9): every change of page, size, sort, filters or
 * columns replaces the URL and the server page answers with the rows; the selection spans pages.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const { columns, rows, total, config, rowActions, bulkActions } = props;
  const t = useTranslations("dataTable");
  const { view, pending, navigate, refresh } = useTableUrl(props.state, config);
  const selectionScope = `${props.scope ?? ""}\n${filtersKey(props.state.filters)}`;
  const selection = useSelection(usePathname(), selectionScope, total);

  // The React Compiler is off in this project: TanStack's instance is read afresh on each render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    state: {
      columnVisibility: Object.fromEntries(view.hidden.map((id) => [id, false])),
      pagination: { pageIndex: view.page - 1, pageSize: view.pageSize },
      sorting: [{ id: view.sort.id, desc: view.sort.direction === "desc" }],
    },
  });

  const filterable = columns
    .filter((column) => column.id && config.filterable.includes(column.id))
    .map((column) => ({ id: column.id!, label: column.meta?.label ?? column.id! }));
  const bulk: BulkSelection =
    selection.selection.mode === "ids"
      ? { mode: "ids", ids: [...selection.selection.ids], count: selection.count }
      : {
          mode: "allMatching",
          filters: props.state.filters,
          excludedIds: [...selection.selection.excluded],
          count: selection.count,
        };
  const pageIds = rows.map(props.getRowId);

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-start gap-2">
        <FilterBar
          columns={filterable}
          filters={view.filters}
          onChange={(filters) => navigate({ filters })}
        />
        <div className="ml-auto flex flex-wrap gap-2">
          <ColumnChooser
            table={table}
            onChange={(hidden) => navigate({ hidden, page: view.page })}
          />
          {props.toolbar}
        </div>
      </div>
      <SelectionBar
        selection={bulk}
        pageFullySelected={pageIds.length > 0 && pageIds.every(selection.isSelected)}
        total={total}
        onSelectAllMatching={selection.selectAllMatching}
        onClear={selection.clear}
        actions={bulkActions}
      />
      {pending ? (
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
      ) : null}
      {props.error ? (
        <DataTableError onRetry={refresh} />
      ) : rows.length === 0 ? (
        <DataTableEmpty
          filtered={props.state.filters.length > 0}
          title={props.emptyTitle}
          description={props.emptyDescription}
          onClearFilters={() => navigate({ filters: [] })}
        />
      ) : (
        <TableGrid
          table={table}
          caption={props.caption}
          sort={view.sort}
          sortable={config.sortable}
          onSort={(sort) => navigate({ sort })}
          selection={selection}
          rowLabel={props.rowLabel}
          rowActions={rowActions}
          pending={pending}
        />
      )}
      {total > 0 && !props.error ? (
        <Pagination
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={config.pageSizes}
          total={total}
          onPage={(page) => navigate({ page })}
          onPageSize={(pageSize) => navigate({ pageSize })}
        />
      ) : null}
    </div>
  );
}
