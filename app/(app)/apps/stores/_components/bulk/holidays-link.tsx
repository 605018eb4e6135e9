"use client";
import { CalendarDays } from "lucide-react";
import { useTranslations } from "next-intl";
import type { BulkSelection } from "@/components/data-table/types";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { holidaysHref } from "../../holidays/_components/list-selection";

/** The ticked stores (or every one matching) to the holiday hours page, as its target. */
export function HolidaysLink({ selection }: { selection: BulkSelection }) {
  const t = useTranslations("stores.bulk");
  const href =
    selection.mode === "ids"
      ? holidaysHref({ count: selection.count, ids: selection.ids })
      : holidaysHref({
          count: selection.count,
          filters: selection.filters,
          excludeIds: selection.excludedIds,
        });
  return (
    <Button size="sm" variant="outline" asChild>
      <Link href={href as never}>
        <CalendarDays aria-hidden />
        {t("holidays")}
      </Link>
    </Button>
  );
}
