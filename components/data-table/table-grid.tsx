"use client";
import { flexRender, type Header, type Table as TanStackTable } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { SortDirection } from "@/lib/validation/list-query";
import type { SelectionControls } from "./use-selection";

type Sort = { id: string; direction: SortDirection };

// Row actions stay in view at 375 px while the other columns scroll sideways.
const STICKY_END = "bg-background sticky right-0 z-10 w-12 text-right";

/**
 * Below the `sm` breakpoint a table with `cards` lays each row out as a card: tick box, the title
 * column and the actions on its first line, then a line per other column with the column's name
 * before its value (read from data-label); the headers wrap above as the sort buttons. Explicit
 * roles keep the table's semantics once its parts are no longer displayed as a table.
 */
const CARDS = {
  frame: "max-sm:border-0",
  table: "max-sm:block",
  head: "max-sm:block",
  headRow: "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-1 max-sm:border-0",
  headCell: "max-sm:flex max-sm:h-9 max-sm:min-w-0 max-sm:items-center max-sm:px-1",
  body: "max-sm:flex max-sm:flex-col max-sm:gap-2",
  row: "max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:rounded-lg max-sm:border max-sm:p-3",
  tick: "max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0",
  title: "max-sm:col-start-2 max-sm:row-start-1 max-sm:min-w-0 max-sm:p-0",
  actions: "max-sm:static max-sm:col-start-3 max-sm:row-start-1 max-sm:w-auto max-sm:p-0",
  line: "max-sm:col-span-3 max-sm:flex max-sm:min-w-0 max-sm:items-baseline max-sm:gap-2 max-sm:p-0 max-sm:whitespace-normal max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]",
} as const;

/** The classes of a column's cell on phones, when the table draws cards. */
function phoneCell(phone: "title" | "hidden" | undefined): string {
  return phone === "title" ? CARDS.title : phone === "hidden" ? "max-sm:hidden" : CARDS.line;
}

function SortableHead<TRow>({
  header,
  sort,
  sortable,
  onSort,
  cards,
}: {
  header: Header<TRow, unknown>;
  sort: Sort;
  sortable: boolean;
  onSort: (sort: Sort) => void;
  cards: boolean;
}) {
  const t = useTranslations("dataTable");
  const meta = header.column.columnDef.meta;
  const label = meta?.label ?? header.column.id;
  const active = sort.id === header.column.id;
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  // meta.label names the column; TanStack's default header would render nothing for columns
  // without an accessor, which are most of ours (the server reads the values).
  const content = meta?.label ?? flexRender(header.column.columnDef.header, header.getContext());
  return (
    <TableHead
      role={cards ? "columnheader" : undefined}
      className={cn(
        meta?.className,
        cards && CARDS.headCell,
        // A column that only reads well in the card, not as a sort button, is left out.
        cards && (meta?.phone === "hidden" || !sortable) && "max-sm:hidden",
      )}
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined}
    >
      {sortable ? (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 h-8 px-2"
          aria-label={t("sortBy", { column: label })}
          onClick={() =>
            onSort({
              id: header.column.id,
              direction: active && sort.direction === "asc" ? "desc" : "asc",
            })
          }
        >
          {content}
          <Icon aria-hidden className={cn(!active && "opacity-40")} />
        </Button>
      ) : (
        content
      )}
    </TableHead>
  );
}

/** The table itself: sortable headers, a tick box per row and for the page, optional row actions. */
export function TableGrid<TRow>({
  ref,
  table,
  caption,
  sort,
  sortable,
  onSort,
  selection,
  rowLabel,
  rowActions,
  pending,
  cards = false,
}: {
  ref?: Ref<HTMLDivElement>;
  table: TanStackTable<TRow>;
  caption: string;
  sort: Sort;
  sortable: readonly string[];
  onSort: (sort: Sort) => void;
  selection: SelectionControls;
  rowLabel: (row: TRow) => string;
  rowActions?: (row: TRow) => ReactNode;
  pending: boolean;
  /** Rows as cards on phones (see CARDS); the columns' `meta.phone` say how each shows. */
  cards?: boolean;
}) {
  const t = useTranslations("dataTable");
  const role = (name: string) => (cards ? name : undefined);
  const card = (classes: string) => (cards ? classes : undefined);
  const rows = table.getRowModel().rows;
  const pageIds = rows.map((row) => row.id);
  const ticked = pageIds.filter((id) => selection.isSelected(id)).length;
  const pageState = ticked === 0 ? false : ticked === pageIds.length ? true : "indeterminate";
  // While another page (sort, filter) loads, the rows on screen are the old ones: a tick then
  // would act on rows the user has left (ticking the next page unticked the previous one).
  const canTick = !pending && rows.length > 0;

  return (
    <div ref={ref} className={cn("rounded-md border", card(CARDS.frame))}>
      <Table
        aria-busy={pending}
        aria-label={caption}
        role={role("table")}
        className={card(CARDS.table)}
      >
        <TableHeader role={role("rowgroup")} className={card(CARDS.head)}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} role={role("row")} className={card(CARDS.headRow)}>
              <TableHead className={cn("w-10", card(CARDS.headCell))} role={role("columnheader")}>
                <Checkbox
                  checked={pageState}
                  disabled={!canTick}
                  aria-label={t("selection.selectPage")}
                  onCheckedChange={(checked) => selection.setRows(pageIds, checked === true)}
                />
              </TableHead>
              {group.headers.map((header) => (
                <SortableHead
                  key={header.id}
                  header={header}
                  sort={sort}
                  sortable={sortable.includes(header.column.id)}
                  onSort={onSort}
                  cards={cards}
                />
              ))}
              {rowActions ? (
                <TableHead
                  className={cn(STICKY_END, card("max-sm:hidden"))}
                  role={role("columnheader")}
                >
                  <span className="sr-only">{t("actions")}</span>
                </TableHead>
              ) : null}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody
          role={role("rowgroup")}
          className={cn("transition-opacity", pending && "opacity-50", card(CARDS.body))}
        >
          {rows.map((row) => {
            const selected = selection.isSelected(row.id);
            return (
              <TableRow
                key={row.id}
                data-state={selected ? "selected" : undefined}
                role={role("row")}
                className={card(CARDS.row)}
              >
                <TableCell role={role("cell")} className={card(CARDS.tick)}>
                  <Checkbox
                    checked={selected}
                    disabled={!canTick}
                    aria-label={t("selection.selectRow", { name: rowLabel(row.original) })}
                    onCheckedChange={(checked) => selection.setRows([row.id], checked === true)}
                  />
                </TableCell>
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <TableCell
                      key={cell.id}
                      role={role("cell")}
                      data-label={cards && !meta?.phone ? meta?.label : undefined}
                      className={cn(meta?.className, cards && phoneCell(meta?.phone))}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  );
                })}
                {rowActions ? (
                  <TableCell role={role("cell")} className={cn(STICKY_END, card(CARDS.actions))}>
                    {rowActions(row.original)}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
