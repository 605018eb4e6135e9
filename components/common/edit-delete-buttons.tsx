"use client";

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A listed item's Edit and Delete buttons, each named with the item for screen readers. */
export function EditDeleteButtons({
  labels,
  onEdit,
  onDelete,
}: {
  /** Visible texts and the accessible names that include the item's name. */
  labels: { edit: string; editNamed: string; delete: string; deleteNamed: string };
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button variant="outline" size="sm" aria-label={labels.editNamed} onClick={onEdit}>
        <Pencil aria-hidden />
        {labels.edit}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={labels.deleteNamed}
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
        {labels.delete}
      </Button>
    </div>
  );
}
