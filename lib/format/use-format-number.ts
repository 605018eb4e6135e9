import { useLocale } from "next-intl";
import type { Locale } from "@/lib/i18n/config";
import { countValues, formatNumber } from "./number";

// Not next-intl's formatter: its Spanish leaves 4-digit numbers ungrouped.
export function useFormatNumber() {
  const locale = useLocale() as Locale;
  return {
    number: (value: number, maximumFractionDigits?: number) =>
      formatNumber(value, locale, maximumFractionDigits),
    count: (count: number) => countValues(count, locale),
  };
}
