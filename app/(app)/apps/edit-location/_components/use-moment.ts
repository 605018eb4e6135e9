"use client";
import { useLocale } from "next-intl";
import { useMemo } from "react";

const TAGS = { en: "en-US", es: "es-AR" } as const;

/** A moment in the viewer's own time zone, as the page is drawn in the browser only. */
export function useMoment(): (iso: string) => string {
  const locale = useLocale() as keyof typeof TAGS;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(TAGS[locale] ?? TAGS.en, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
