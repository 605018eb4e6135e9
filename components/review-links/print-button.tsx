"use client";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The browser's print dialog; the label comes in the card's language from the server. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden />
      {label}
    </Button>
  );
}
