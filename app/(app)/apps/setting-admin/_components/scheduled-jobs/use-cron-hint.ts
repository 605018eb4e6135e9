"use client";

import { useLocale, useTranslations } from "next-intl";
import { cronHint } from "./cron-hint";

/** The translated hint of a cron expression ("Every 30 minutes", "Every day at 04:15 UTC"). */
export function useCronHint() {
  const t = useTranslations("admin.scheduledJobs.cron");
  const locale = useLocale();
  const weekday = (day: number) =>
    // 2023-01-01 was a Sunday: day 0 of cron.
    new Date(Date.UTC(2023, 0, 1 + day)).toLocaleDateString(locale, {
      weekday: "long",
      timeZone: "UTC",
    });
  return (expression: string): string => {
    const hint = cronHint(expression);
    switch (hint.kind) {
      case "everyMinutes":
        return t("everyMinutes", { n: hint.n });
      case "everyHours":
        return t("everyHours", { n: hint.n, minute: hint.minute });
      case "hourly":
        return t("hourly", { minute: hint.minute });
      case "daily":
        return t("daily", { time: hint.time });
      case "weekly":
        return t("weekly", { day: weekday(hint.day), time: hint.time });
      case "monthly":
        return t("monthly", { day: hint.day, time: hint.time });
      case "custom":
        return t("custom");
    }
  };
}
