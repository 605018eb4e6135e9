"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode, type Ref } from "react";
import { FacetBar, FacetSearch } from "./facet-bar";
import { facetsKey, hasFacets, type FacetValues } from "./facets";
import { ItemList } from "./item-list";
import { Pagination } from "./pagination";
import { SelectionBar } from "./selection-bar";
import { SortSelect } from "./sort-select";
import { DataTableEmpty, DataTableError } from "./table-states";
import type { BulkSelection } from "./types";
import type { DataTableProps } from "./data-table-props";
import { filtersKey } from "./url-state";
import { useSelection } from "./use-selection";
import type { useTableUrl } from "./use-table-url";

type FrameProps<TRow> = Omit<
  DataTableProps<TRow>,
  "columns" | "rowLabel" | "rowActions" | "cardsOnPhones"
> & {
  url: ReturnType<typeof useTableUrl>;
  /** The column filters and the column chooser of a grid (none for a list of items). */
  filterBar?: ReactNode;
  columnChooser?: ReactNode;
  /** The grid of cells, drawn when there is no `renderItem`. */
  grid?: (parts: {
    ref: Ref<HTMLDivElement>;
    selection: ReturnType<typeof useSelection>;
  }) => ReactNode;
};

/**
 * What DataTable and ItemDataTable share: the toolbar, facets, selection bar, empty and error
 * states, and paging around the rows. The grid's TanStack table stays with DataTable, so a list of
 * items does not bring it.
 */
export function DataTableFrame<TRow>(props: FrameProps<TRow>) {
  const { rows, total, config, bulkActions } = props;
  const t = useTranslations("dataTable");
  const { view, pending, navigate, refresh } = props.url;
  const selectionScope = [
    props.scope ?? "",
    filtersKey(props.state.filters),
    facetsKey(props.state.facets),
  ].join("\n");
  const selection = useSelection(usePathname(), selectionScope, total);
  const grid = useRefocusAfterSelection(selection.count);

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
        {props.filterBar}
        {facetBar ? <FacetSearch {...facetBar} /> : null}
        <div className="ml-auto flex flex-wrap items-start gap-2">
          {props.sortOptions ? (
            <SortSelect
              options={props.sortOptions}
              sort={view.sort}
              onSort={(sort) => navigate({ sort })}
            />
          ) : null}
          {props.columnChooser}
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
        props.grid?.({ ref: grid, selection })
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
