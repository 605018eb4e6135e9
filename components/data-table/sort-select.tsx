"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { SortDirection } from "@/lib/validation/list-query";

export type SortOption = { id: string; direction: SortDirection; label: string };
type Sort = { id: string; direction: SortDirection };

const keyOf = (sort: Sort) => `${sort.id}.${sort.direction}`;

/** The sort as one choice ("Newest first"), for lists without sortable column headers. */
export function SortSelect({
  options,
  sort,
  onSort,
}: {
  options: readonly SortOption[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const t = useTranslations("dataTable");
  const labelId = useId();
  const current = options.find((option) => keyOf(option) === keyOf(sort));
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-muted-foreground text-sm">
        {t("sortLabel")}
      </span>
      <Select
        value={keyOf(sort)}
        onValueChange={(value) => {
          const option = options.find((o) => keyOf(o) === value);
          if (option) onSort({ id: option.id, direction: option.direction });
        }}
      >
        <SelectTrigger className="h-8 w-auto min-w-40" aria-labelledby={labelId}>
          {/* Named here too, so the server's HTML shows it before the select hydrates. */}
          <SelectValue>{current?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={keyOf(option)} value={keyOf(option)}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
