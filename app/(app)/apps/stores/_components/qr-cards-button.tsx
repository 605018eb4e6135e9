"use client";
import { QrCode } from "lucide-react";
import { useTranslations } from "next-intl";
import type { BulkSelection } from "@/components/data-table/types";
import { Button } from "@/components/ui/button";
import { MAX_CARDS_PER_PDF } from "@/lib/review-links/rules";

/** The ticked stores' QR review cards as one PDF (app/api/review-links/cards), a page a store. */
export function QrCardsButton({ selection }: { selection: BulkSelection }) {
  const t = useTranslations("stores.reviewRequests");
  // "All matching" names filters, not stores: the cards are printed from ticked rows only.
  if (selection.mode !== "ids" || selection.ids.length > MAX_CARDS_PER_PDF)
    return (
      <p className="text-muted-foreground text-xs">
        {selection.mode === "ids"
          ? t("tooMany", { limit: MAX_CARDS_PER_PDF })
          : t("allMatching", { limit: MAX_CARDS_PER_PDF })}
      </p>
    );
  const query = new URLSearchParams(selection.ids.map((id) => ["id", id]));
  return (
    <Button size="sm" variant="outline" asChild>
      <a href={`/api/review-links/cards?${query}`} download>
        <QrCode aria-hidden />
        {t("download")}
      </a>
    </Button>
  );
}
