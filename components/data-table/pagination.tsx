"use client";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { useFormatNumber } from "@/lib/format/use-format-number";

export function Pagination({
  page,
  pageSize,
  pageSizes,
  total,
  totalCapped = false,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  total: number;
  /** The server stopped counting at `total`: more rows match than the pages reach. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const t = useTranslations("dataTable.pagination");
  const { number } = useFormatNumber();
  const sizeLabel = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const go = [
    { label: t("first"), icon: ChevronsLeft, target: 1, off: page <= 1 },
    { label: t("previous"), icon: ChevronLeft, target: page - 1, off: page <= 1 },
    { label: t("next"), icon: ChevronRight, target: page + 1, off: page >= pages },
    { label: t("last"), icon: ChevronsRight, target: pages, off: page >= pages },
  ];

  return (
    <nav
      aria-label={t("label")}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm"
    >
      <div className="flex items-center gap-2">
        <span id={sizeLabel} className="text-muted-foreground">
          {t("rowsPerPage")}
        </span>
        <NativeSelect
          className="h-8 w-20"
          aria-labelledby={sizeLabel}
          value={String(pageSize)}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={String(size)}>
              {number(size)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-muted-foreground tabular-nums" aria-live="polite">
          {t(totalCapped ? "rangeCapped" : "range", {
            from: number(from),
            to: number(to),
            total: number(total),
          })}
        </span>
        {go.map(({ label, icon: Icon, target, off }) => (
          <Button
            key={label}
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={label}
            disabled={off}
            onClick={() => onPage(target)}
          >
            <Icon aria-hidden />
          </Button>
        ))}
      </div>
    </nav>
  );
}
