"use client";
import { Columns3 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Table } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** Show or hide columns; the choice goes to the URL (`onChange` gets the hidden ids). */
export function ColumnChooser<TRow>({
  table,
  onChange,
}: {
  table: Table<TRow>;
  onChange: (hidden: string[]) => void;
}) {
  const t = useTranslations("dataTable.columns");
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (hideable.length === 0) return null;
  const hiddenNow = hideable.filter((c) => !c.getIsVisible()).map((c) => c.id);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden />
          {t("button")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            // Keep the menu open: people usually change several columns at once.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(visible) =>
              onChange(
                visible ? hiddenNow.filter((id) => id !== column.id) : [...hiddenNow, column.id],
              )
            }
          >
            {column.columnDef.meta?.label ?? column.id}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
