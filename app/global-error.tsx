"use client";

import "./globals.css";
import { useEffect, useState } from "react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { RotateCw } from "lucide-react";
import { ServerErrorContent } from "@/components/feedback/server-error-content";
import { errorReference } from "@/components/feedback/error-reference";
import {
  LOCALE_COOKIE,
  defaultLocale,
  localeMeta,
  resolveLocale,
  type Locale,
} from "@/lib/i18n/config";

const OFFLINE_RETRY_LABEL = "Reintentar · Try again";

type Loaded = { locale: Locale; messages: AbstractIntlMessages };

function readLocale(): Locale {
  const cookie = document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.split("=")[1];
  return resolveLocale(cookie, navigator.languages.join(","));
}

/**
 * Replaces the root layout when it fails, so there is no intl provider here. Messages are loaded
 * on demand: importing them statically would put every translation into every page's bundle.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const locale = readLocale();
    import(`../messages/${locale}.json`)
      .then((module: { default: AbstractIntlMessages }) =>
        setLoaded({ locale, messages: module.default }),
      )
      .catch(() => setFailed(true));
  }, []);

  const locale = loaded?.locale ?? defaultLocale;
  return (
    <html lang={locale} dir={localeMeta[locale].dir}>
      <body className="bg-background text-foreground min-h-screen font-sans antialiased">
        {loaded ? (
          <NextIntlClientProvider locale={loaded.locale} messages={loaded.messages} timeZone="UTC">
            <ServerErrorContent onRetry={retry} reference={errorReference(error)} />
          </NextIntlClientProvider>
        ) : failed ? (
          // Last resort when even the messages cannot load: one fixed label in both languages.
          <main className="flex min-h-dvh items-center justify-center">
            <button
              type="button"
              onClick={retry}
              className="bg-primary text-primary-foreground inline-flex items-center gap-2 rounded-md px-4 py-2"
            >
              <RotateCw className="size-4" aria-hidden />
              {OFFLINE_RETRY_LABEL}
            </button>
          </main>
        ) : null}
      </body>
    </html>
  );
}
