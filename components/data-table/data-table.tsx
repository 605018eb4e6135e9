"use client";
import { getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { ColumnChooser } from "./column-chooser";
import { DataTableFrame } from "./data-table-frame";
import type { DataTableProps } from "./data-table-props";
import { FilterBar } from "./filter-bar";
import { TableGrid } from "./table-grid";
import { useTableUrl } from "./use-table-url";

export type { DataTableProps };

/**
 * The shared server-paged table (ARCHITECTURE §9): every change of page, size, sort, filters or
 * columns replaces the URL and the server page answers with the rows; the selection spans pages.
 * A list whose rows all draw themselves (`renderItem`) can use ItemDataTable, without TanStack.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>) {
  const { columns, rows, total, config, rowActions } = props;
  const url = useTableUrl(props.state, config);
  const { view, pending, navigate } = url;

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

  return (
    <DataTableFrame
      {...props}
      url={url}
      filterBar={
        <FilterBar
          columns={filterable}
          filters={view.filters}
          onChange={(filters) => navigate({ filters })}
        />
      }
      columnChooser={
        <ColumnChooser table={table} onChange={(hidden) => navigate({ hidden, page: view.page })} />
      }
      grid={({ ref, selection }) => (
        <TableGrid
          ref={ref}
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
    />
  );
}
