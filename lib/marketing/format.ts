import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

export const formatDay = (day: string, locale: Locale) => formatDate(`${day}T12:00:00Z`, locale);
