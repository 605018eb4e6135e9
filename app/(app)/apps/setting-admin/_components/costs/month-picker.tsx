"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { monthRange } from "@/lib/costs/items";
import { monthTitle } from "@/lib/format/date";

/** Months offered in the list: the last two years up to this month, and the month shown. */
const LISTED_MONTHS = 24;

function shift(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year!, m! - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The cost table's month, kept in the address (`?tab=costs&month=YYYY-MM`). */
export function MonthPicker({ month }: { month: string }) {
  const t = useTranslations("admin.costs");
  const router = useRouter();
  const id = useId();
  const locale = useLocale();
  const [pending, startTransition] = useTransition();
  const current = new Date().toISOString().slice(0, 7);
  const months = Array.from({ length: LISTED_MONTHS }, (_, i) => shift(current, -i));
  if (!months.includes(month)) months.push(month);
  months.sort().reverse();
  const go = (value: string) => {
    if (!monthRange(value)) return;
    startTransition(() => router.push(`/apps/setting-admin?tab=costs&month=${value}`));
  };
  return (
    <div className="flex flex-col gap-1" aria-busy={pending || undefined}>
      <Label htmlFor={id}>{t("month")}</Label>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t("previousMonth")}
          onClick={() => go(shift(month, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Select value={month} onValueChange={go}>
          <SelectTrigger id={id} className="w-48" data-testid="costs-month">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {months.map((value) => (
              <SelectItem key={value} value={value}>
                {/* Named in the app's language: the browser's month input spoke the browser's. */}
                {monthTitle(value, locale)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          size="icon"
          aria-label={t("nextMonth")}
          onClick={() => go(shift(month, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
