"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { monthRange } from "@/lib/costs/items";

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
  const [pending, startTransition] = useTransition();
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
        <Input
          id={id}
          type="month"
          value={month}
          onChange={(event) => go(event.target.value)}
          className="w-44"
          data-testid="costs-month"
        />
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
