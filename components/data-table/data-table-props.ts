// The shared table's props, in a file of their own: the table and its frame both read them.
import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { FacetView } from "./facet-controls";
import type { SortOption } from "./sort-select";
import type { BulkActions } from "./types";
import type { DataTableConfig, DataTableState } from "./url-state";

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
