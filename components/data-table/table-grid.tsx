"use client";
import { flexRender, type Header, type Table as TanStackTable } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
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

function SortableHead<TRow>({
  header,
  sort,
  sortable,
  onSort,
}: {
  header: Header<TRow, unknown>;
  sort: Sort;
  sortable: boolean;
  onSort: (sort: Sort) => void;
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
      className={meta?.className}
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
  table,
  caption,
  sort,
  sortable,
  onSort,
  selection,
  rowLabel,
  rowActions,
  pending,
}: {
  table: TanStackTable<TRow>;
  caption: string;
  sort: Sort;
  sortable: readonly string[];
  onSort: (sort: Sort) => void;
  selection: SelectionControls;
  rowLabel: (row: TRow) => string;
  rowActions?: (row: TRow) => ReactNode;
  pending: boolean;
}) {
  const t = useTranslations("dataTable");
  const rows = table.getRowModel().rows;
  const pageIds = rows.map((row) => row.id);
  const ticked = pageIds.filter((id) => selection.isSelected(id)).length;
  const pageState = ticked === 0 ? false : ticked === pageIds.length ? true : "indeterminate";
  // While another page (sort, filter) loads, the rows on screen are the old ones: a tick then
  // would act on rows the user has left (ticking the next page unticked the previous one).
  const canTick = !pending && rows.length > 0;

  return (
    <div className="rounded-md border">
      <Table aria-busy={pending} aria-label={caption}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              <TableHead className="w-10">
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
                />
              ))}
              {rowActions ? (
                <TableHead className={STICKY_END}>
                  <span className="sr-only">{t("actions")}</span>
                </TableHead>
              ) : null}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody className={cn("transition-opacity", pending && "opacity-50")}>
          {rows.map((row) => {
            const selected = selection.isSelected(row.id);
            return (
              <TableRow key={row.id} data-state={selected ? "selected" : undefined}>
                <TableCell>
                  <Checkbox
                    checked={selected}
                    disabled={!canTick}
                    aria-label={t("selection.selectRow", { name: rowLabel(row.original) })}
                    onCheckedChange={(checked) => selection.setRows([row.id], checked === true)}
                  />
                </TableCell>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
                {rowActions ? (
                  <TableCell className={STICKY_END}>{rowActions(row.original)}</TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
