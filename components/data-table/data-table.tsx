"use client";
import { getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { ColumnChooser } from "./column-chooser";
import { FacetBar, FacetSearch } from "./facet-bar";
import type { FacetView } from "./facet-controls";
import { facetsKey, hasFacets, type FacetValues } from "./facets";
import { FilterBar } from "./filter-bar";
import { ItemList } from "./item-list";
import { Pagination } from "./pagination";
import { SelectionBar } from "./selection-bar";
import { SortSelect, type SortOption } from "./sort-select";
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
  /** The server counted only up to `total` (e.g. a text search): more rows match. */
  totalCapped?: boolean;
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
  /** How the config's facets show (labels, pickers); a facet without a view has no control. */
  facets?: readonly FacetView[];
  /**
   * Draws each row itself (a list item that is a row on wide screens and a card on narrow ones)
   * in place of the grid of cells; such a list has no tick boxes.
   */
  renderItem?: (row: TRow) => ReactNode;
  /** Above the items of `renderItem` (e.g. column headings on wide screens). */
  itemsHeader?: ReactNode;
  /** The sorts offered as one choice, for lists whose headers do not sort (e.g. `renderItem`). */
  sortOptions?: readonly SortOption[];
  /**
   * On phones, each row as a card of its columns (title, then a named line per column) instead of
   * a table scrolled sideways; the columns' `meta.phone` choose the title and what to leave out.
   */
  cardsOnPhones?: boolean;
};

/**
 * The shared server-paged table (ARCHITECTURE §9): every change of page, size, sort, filters or
 * columns replaces the URL and the server page answers with the rows; the selection spans pages.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const { columns, rows, total, config, rowActions, bulkActions } = props;
  const t = useTranslations("dataTable");
  const { view, pending, navigate, refresh } = useTableUrl(props.state, config);
  const selectionScope = [
    props.scope ?? "",
    filtersKey(props.state.filters),
    facetsKey(props.state.facets),
  ].join("\n");
  const selection = useSelection(usePathname(), selectionScope, total);
  const grid = useRefocusAfterSelection(selection.count);

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
          ...(props.state.facets ? { facets: props.state.facets } : {}),
          excludedIds: [...selection.selection.excluded],
          count: selection.count,
        };
  const pageIds = rows.map(props.getRowId);
  const filtered = props.state.filters.length > 0 || hasFacets(props.state.facets);
  const clearAll = () => navigate(config.facets ? { filters: [], facets: {} } : { filters: [] });
  const facetBar =
    config.facets && props.facets
      ? {
          defs: config.facets,
          views: props.facets,
          values: view.facets ?? {},
          onChange: (facets: FacetValues) => navigate({ facets }),
        }
      : null;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-start gap-2">
        <FilterBar
          columns={filterable}
          filters={view.filters}
          onChange={(filters) => navigate({ filters })}
        />
        {facetBar ? <FacetSearch {...facetBar} /> : null}
        <div className="ml-auto flex flex-wrap items-start gap-2">
          {props.sortOptions ? (
            <SortSelect
              options={props.sortOptions}
              sort={view.sort}
              onSort={(sort) => navigate({ sort })}
            />
          ) : null}
          <ColumnChooser
            table={table}
            onChange={(hidden) => navigate({ hidden, page: view.page })}
          />
          {props.toolbar}
        </div>
      </div>
      {facetBar ? <FacetBar {...facetBar} onClear={clearAll} /> : null}
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
          filtered={filtered}
          title={props.emptyTitle}
          description={props.emptyDescription}
          onClearFilters={clearAll}
        />
      ) : props.renderItem ? (
        <ItemList
          rows={rows}
          caption={props.caption}
          getRowId={props.getRowId}
          renderItem={props.renderItem}
          header={props.itemsHeader}
          pending={pending}
        />
      ) : (
        <TableGrid
          ref={grid}
          table={table}
          caption={props.caption}
          sort={view.sort}
          sortable={config.sortable}
          onSort={(sort) => navigate({ sort })}
          selection={selection}
          rowLabel={props.rowLabel}
          rowActions={rowActions}
          pending={pending}
          cards={props.cardsOnPhones}
        />
      )}
      {total > 0 && !props.error ? (
        <Pagination
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={config.pageSizes}
          total={total}
          totalCapped={props.totalCapped}
          onPage={(page) => navigate({ page })}
          onPageSize={(pageSize) => navigate({ pageSize })}
        />
      ) : null}
    </div>
  );
}

/**
 * When the selection empties from the bar (Clear, a bulk action that starts), the bar leaves with
 * the focused button in it and focus would drop to the page's start: it goes to the page's tick box
 * instead, where the keyboard user was working.
 */
function useRefocusAfterSelection(count: number) {
  const grid = useRef<HTMLDivElement>(null);
  const previous = useRef(count);
  useEffect(() => {
    const emptied = previous.current > 0 && count === 0;
    previous.current = count;
    if (!emptied) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    grid.current?.querySelector<HTMLElement>('[role="checkbox"]:not(:disabled)')?.focus();
  }, [count]);
  return grid;
}
