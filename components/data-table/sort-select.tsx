"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
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
  return (
    <div className="flex items-center gap-2">
      <span id={labelId} className="text-muted-foreground text-sm">
        {t("sortLabel")}
      </span>
      <NativeSelect
        className="h-8 min-w-40"
        aria-labelledby={labelId}
        value={keyOf(sort)}
        onChange={(event) => {
          const option = options.find((o) => keyOf(o) === event.target.value);
          if (option) onSort({ id: option.id, direction: option.direction });
        }}
      >
        {options.map((option) => (
          <option key={keyOf(option)} value={keyOf(option)}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
