"use client";

import "./globals.css";
import { lazy, Suspense } from "react";
import { defaultLocale, localeMeta } from "@/lib/i18n/config";
import { useBrowserLocale } from "@/lib/i18n/use-browser-locale";

const LocalizedServerError = lazy(() => import("@/components/feedback/localized-server-error"));

/** Replaces the root layout when it fails, so it brings its own html, body and translations. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = useBrowserLocale();
  const lang = locale ?? defaultLocale;
  return (
    <html lang={lang} dir={localeMeta[lang].dir}>
      <body className="bg-background text-foreground min-h-screen font-sans antialiased">
        {locale ? (
          <Suspense fallback={null}>
            <LocalizedServerError error={error} retry={retry} locale={locale} />
          </Suspense>
        ) : null}
      </body>
    </html>
  );
}
