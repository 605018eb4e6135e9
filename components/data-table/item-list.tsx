import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Rows drawn by the module itself, one list item each, for rows a grid of cells cannot show well
 * (a review with its reply): the item lays itself out as a row on wide screens, a card on narrow.
 */
export function ItemList<TRow>({
  rows,
  caption,
  getRowId,
  renderItem,
  header,
  pending,
}: {
  rows: TRow[];
  caption: string;
  getRowId: (row: TRow) => string;
  renderItem: (row: TRow) => ReactNode;
  header?: ReactNode;
  pending: boolean;
}) {
  return (
    <div className="rounded-md border">
      {header}
      <ul
        aria-label={caption}
        aria-busy={pending}
        className={cn("divide-y transition-opacity", pending && "opacity-50")}
      >
        {rows.map((row) => (
          <li key={getRowId(row)}>{renderItem(row)}</li>
        ))}
      </ul>
    </div>
  );
}
