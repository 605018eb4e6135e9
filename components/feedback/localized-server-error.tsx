"use client";

import { useEffect, useState } from "react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { RotateCw } from "lucide-react";
import type { Locale } from "@/lib/i18n/config";
import { errorReference } from "./error-reference";
import { ServerErrorContent } from "./server-error-content";

const OFFLINE_RETRY_LABEL = "Reintentar · Try again";

/**
 * The server-error page with its own translations, for the error boundaries (app/error.tsx,
 * app/global-error.tsx). They load this lazily and it loads the messages on demand, so neither the
 * translator nor the catalogue ships with every page.
 */
export default function LocalizedServerError({
  error,
  retry,
  locale,
}: {
  error: unknown;
  retry: () => void;
  locale: Locale;
}) {
  const [messages, setMessages] = useState<AbstractIntlMessages | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    import(`../../messages/${locale}.json`)
      .then((module: { default: AbstractIntlMessages }) => setMessages(module.default))
      .catch(() => setFailed(true));
  }, [locale]);

  if (messages) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <ServerErrorContent onRetry={retry} reference={errorReference(error)} />
      </NextIntlClientProvider>
    );
  }
  if (!failed) return null;
  // Last resort when even the messages cannot load: one fixed label in both languages.
  return (
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
  );
}
