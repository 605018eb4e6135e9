import { Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";

/** A selection without stores: nothing to add up, so no zero-filled charts. */
export function ReportEmpty() {
  const t = useTranslations("reports");
  return (
    <Card
      className="text-muted-foreground flex flex-row items-center gap-3 px-4 py-6 text-sm"
      data-testid="report-empty"
    >
      <Store className="size-5 shrink-0" aria-hidden />
      <p>{t("empty")}</p>
    </Card>
  );
}
