"use client";
import { ListFilter, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { focusChipAfterRemoval } from "@/components/ui/focus-fallback";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { MAX_FILTERS, type ColumnFilter } from "@/lib/validation/list-rules";
import type { FilterableColumn } from "./filter-form";

// The form (and the select it draws) loads when the button is first pointed at or focused, not
// with the list: most visits never add a filter.
const loadFilterForm = () => import("./filter-form");
const FilterForm = dynamic(() => loadFilterForm().then((module) => module.FilterForm), {
  loading: () => <Skeleton className="h-40 w-full" />,
});

/** The "Add filter" button and the active filters as removable chips. */
export function FilterBar({
  columns,
  filters,
  onChange,
}: {
  columns: FilterableColumn[];
  filters: ColumnFilter[];
  onChange: (filters: ColumnFilter[]) => void;
}) {
  const t = useTranslations("dataTable.filters");
  const [open, setOpen] = useState(false);
  const add = useRef<HTMLButtonElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  if (columns.length === 0) return null;
  const labelOf = (id: string) => columns.find((c) => c.id === id)?.label ?? id;
  const describe = (filter: ColumnFilter) =>
    t("chip", {
      column: labelOf(filter.column),
      type: t(`types.${filter.type}`),
      word: filter.word,
    });

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            ref={add}
            variant="outline"
            size="sm"
            disabled={filters.length >= MAX_FILTERS}
            onPointerEnter={() => void loadFilterForm()}
            onFocus={() => void loadFilterForm()}
          >
            <ListFilter aria-hidden />
            {t("add")}
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align="start"
          aria-label={t("add")}
          className="w-[min(20rem,calc(100vw-2rem))]"
        >
          {/* Mounted only while open: every opening starts from an empty form. */}
          {open ? (
            <FilterForm
              columns={columns}
              onCancel={() => setOpen(false)}
              onApply={(filter) => {
                setOpen(false);
                onChange([...filters, filter]);
              }}
            />
          ) : null}
        </PopoverContent>
      </Popover>
      {filters.length > 0 ? (
        <ul ref={chips} className="flex flex-wrap items-center gap-2" aria-label={t("active")}>
          {filters.map((filter, index) => (
            <li
              key={`${filter.column}.${filter.type}.${filter.word}.${index}`}
              className="bg-secondary text-secondary-foreground flex max-w-full items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-xs"
            >
              <span className="truncate">{describe(filter)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-6 rounded-full"
                aria-label={t("remove", { filter: describe(filter) })}
                onClick={() => {
                  onChange(filters.filter((_, i) => i !== index));
                  focusChipAfterRemoval(chips.current, index, () => add.current);
                }}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
          <li>
            <Button
              variant="link"
              size="sm"
              className="h-6 px-1"
              onClick={() => {
                onChange([]);
                requestAnimationFrame(() => add.current?.focus());
              }}
            >
              {t("clear")}
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
