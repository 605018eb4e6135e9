import { AlertTriangle } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** A report that cannot be shown: why, in the viewer's language, and a way back to a default one. */
export function ReportError({ message, resetHref }: { message: string; resetHref?: string }) {
  const t = useTranslations("reports");
  return (
    <div
      role="alert"
      data-testid="report-error"
      className="border-destructive/40 bg-destructive/5 flex flex-col items-start gap-3 rounded-lg border p-4"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <AlertTriangle className="text-destructive size-4" aria-hidden />
        {message}
      </p>
      {resetHref ? (
        <Button asChild variant="outline" size="sm">
          <Link href={resetHref}>{t("reset")}</Link>
        </Button>
      ) : null}
    </div>
  );
}
