"use client";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { useFormatNumber } from "@/lib/format/use-format-number";
import type { BulkActions, BulkSelection } from "./types";

/**
 * Appears while rows are ticked: the count, the module's bulk actions and a clear button. When the
 * whole page is ticked and more rows match, it offers to tick every matching row (across pages).
 */
export function SelectionBar({
  selection,
  pageFullySelected,
  total,
  onSelectAllMatching,
  onClear,
  actions,
}: {
  selection: BulkSelection;
  pageFullySelected: boolean;
  total: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
  actions?: BulkActions;
}) {
  const t = useTranslations("dataTable.selection");
  const { count } = useFormatNumber();
  const clear = useRef<HTMLButtonElement>(null);
  if (selection.count === 0) return null;
  const all = selection.mode === "allMatching";
  const canSelectAll = !all && pageFullySelected && total > selection.count;

  return (
    <div
      role="region"
      aria-label={t("bar")}
      className="bg-primary/5 border-primary/30 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-sm"
    >
      <p className="font-medium" aria-live="polite">
        {all && selection.excludedIds.length === 0
          ? t("allSelected", count(total))
          : t("selected", count(selection.count))}
      </p>
      {canSelectAll ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          onClick={() => {
            onSelectAllMatching();
            // This button goes once every row is ticked; the bar's Clear keeps the focus.
            requestAnimationFrame(() => clear.current?.focus());
          }}
        >
          {t("selectAll", count(total))}
        </Button>
      ) : null}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {actions?.(selection, onClear)}
        <Button ref={clear} variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden />
          {t("clear")}
        </Button>
      </div>
    </div>
  );
}
