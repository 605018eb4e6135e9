"use client";
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { BULK_EDIT_KINDS, type BulkEditKind } from "./bulk-edit-kinds";

/** "Edit selected": one item per field group that can change on many stores at once. */
export function BulkEditMenu({
  onOpen,
  onChoose,
}: {
  /** The menu opened: a good moment to load what its items need. */
  onOpen?: () => void;
  onChoose: (kind: BulkEditKind) => void;
}) {
  const t = useTranslations("stores.bulk");
  return (
    <DropdownMenu onOpenChange={(open) => open && onOpen?.()}>
      <DropdownMenuTrigger asChild>
        <Button size="sm">
          {t("menu")}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {BULK_EDIT_KINDS.map((kind) => (
          <DropdownMenuItem key={kind} onSelect={() => onChoose(kind)}>
            {t(`kinds.${kind}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
