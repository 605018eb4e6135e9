import type { ReactNode } from "react";
import type { RowData } from "@tanstack/react-table";
import type { ColumnFilter } from "@/lib/validation/list-query";
import type { FacetValues } from "./facets";

declare module "@tanstack/react-table" {
  // TanStack's declaration merging needs these exact type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Translated column name: header, column chooser and filter picker. */
    label: string;
    /** Extra classes for the column's header and cells (a width, a hidden-on-mobile rule). */
    className?: string;
    /**
     * How the column shows when the table draws its rows as cards on phones (`cardsOnPhones`):
     * the card's heading, left out, or by default a line with the column's name before the value.
     */
    phone?: "title" | "hidden";
  }
}

/**
 * What a bulk action acts on. Selecting "all matching" does not fetch thousands of ids: the action
 * gets the filters the user saw and the rows unticked since, and runs the same list query itself.
 */
export type BulkSelection =
  | { mode: "ids"; ids: string[]; count: number }
  | {
      mode: "allMatching";
      filters: ColumnFilter[];
      /** The list's facets when it has any: they narrow "all matching" like the filters. */
      facets?: FacetValues;
      excludedIds: string[];
      count: number;
    };

/** The module's bulk actions, drawn in the selection bar; `clear` empties the selection. */
export type BulkActions = (selection: BulkSelection, clear: () => void) => ReactNode;
