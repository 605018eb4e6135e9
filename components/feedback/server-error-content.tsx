"use client";

import { useEffect } from "react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { documentTitle } from "@/lib/i18n/page-title";

export type ServerErrorContentProps = {
  /** Re-render the failed segment (the `retry` of error.tsx); the button is hidden without it. */
  onRetry?: () => void;
  /** Opaque error digest that support can match to the server log; never the message or stack. */
  reference?: string;
};

/** Generic server-error body (spec §8), shared by app/error.tsx and app/global-error.tsx. */
export function ServerErrorContent({ onRetry, reference }: ServerErrorContentProps) {
  const t = useTranslations("errors.server");
  const tCommon = useTranslations("common");
  const title = documentTitle(t("metaTitle"), tCommon("appName"));
  // The error boundaries render on the client, outside any page's metadata: name the tab here.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p
        aria-hidden
        className="from-destructive to-warning bg-gradient-to-br bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl"
      >
        500
      </p>
      <div className="flex max-w-lg flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("description")}</p>
        {reference ? (
          <p className="text-muted-foreground text-xs">{t("reference", { reference })}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {onRetry ? (
          <Button size="lg" onClick={onRetry}>
            <RotateCw aria-hidden />
            {t("retry")}
          </Button>
        ) : null}
        <Button asChild size="lg" variant="outline">
          <Link href="/">{tCommon("backHome")}</Link>
        </Button>
      </div>
    </main>
  );
}
