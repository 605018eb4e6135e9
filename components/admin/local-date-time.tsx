"use client";

import { useLocale } from "next-intl";
import { useHydrated } from "@/components/common/use-hydrated";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";

/**
 * A moment as date and time in the viewer's own time zone. The server does not know that zone:
 * it and the first browser render show UTC, then the browser switches to its own.
 */
export function LocalDateTime({ value }: { value: string | Date }) {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const timeZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "UTC";
  const date = new Date(value);
  const time = date.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", timeZone });
  return (
    <time dateTime={date.toISOString()} className="tabular-nums">
      {formatDate(date, locale, timeZone)} {time}
    </time>
  );
}
