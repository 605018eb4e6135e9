"use client";

import { lazy, Suspense } from "react";
import { useBrowserLocale } from "@/lib/i18n/use-browser-locale";

const LocalizedServerError = lazy(() => import("@/components/feedback/localized-server-error"));

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = useBrowserLocale();
  if (!locale) return null;
  return (
    <Suspense fallback={null}>
      <LocalizedServerError error={error} retry={retry} locale={locale} />
    </Suspense>
  );
}
