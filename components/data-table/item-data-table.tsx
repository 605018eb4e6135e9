"use client";
import type { ReactNode } from "react";
import { DataTableFrame } from "./data-table-frame";
import type { DataTableProps } from "./data-table";
import { useTableUrl } from "./use-table-url";

export type ItemDataTableProps<TRow> = Omit<
  DataTableProps<TRow>,
  "columns" | "rowLabel" | "rowActions" | "cardsOnPhones" | "renderItem"
> & { renderItem: (row: TRow) => ReactNode };

/**
 * DataTable for a list whose rows draw themselves (`renderItem`): the same toolbar, facets, sorts,
 * states and paging, without the grid of cells and its TanStack table (about 19 kB gzip).
 */
export function ItemDataTable<TRow>(props: ItemDataTableProps<TRow>) {
  const url = useTableUrl(props.state, props.config);
  return <DataTableFrame {...props} url={url} />;
}
