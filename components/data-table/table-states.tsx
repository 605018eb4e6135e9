import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** The first load of a table (a page's Suspense fallback): toolbar, header and rows as blocks. */
export function DataTableSkeleton({ columns = 6, rows = 10 }: { columns?: number; rows?: number }) {
  const t = useTranslations("dataTable");
  return (
    <div role="status" aria-label={t("loading")} className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="ml-auto h-8 w-28" />
      </div>
      <div className="overflow-hidden rounded-md border">
        {Array.from({ length: rows + 1 }, (_, row) => (
          <div key={row} className="flex gap-4 border-b px-3 py-3 last:border-0">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} className={row === 0 ? "h-4 flex-1" : "h-5 flex-1"} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** No rows: with filters, a way out of them; without, the module's own words. */
export function DataTableEmpty({
  filtered,
  title,
  description,
  onClearFilters,
}: {
  filtered: boolean;
  title?: string;
  description?: ReactNode;
  onClearFilters: () => void;
}) {
  const t = useTranslations("dataTable");
  return filtered ? (
    <EmptyState
      title={t("emptyFiltered")}
      description={t("emptyFilteredDescription")}
      action={
        <Button variant="outline" onClick={onClearFilters}>
          {t("filters.clear")}
        </Button>
      }
    />
  ) : (
    <EmptyState title={title} description={description ?? t("empty")} />
  );
}

export function DataTableError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("dataTable");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-md border px-6 py-10 text-center"
    >
      <TriangleAlert className="text-destructive size-8" aria-hidden />
      <p className="font-medium">{t("error")}</p>
      <Button variant="outline" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}
