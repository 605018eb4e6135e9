"use client";
import { useTranslations } from "next-intl";
import { facetList } from "@/components/data-table/facets";
import type { DataTableState } from "@/components/data-table/url-state";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";
import type { ListingHealthState } from "@/lib/listing-health/rules";

/** Each state's count as a chip that filters the list to it; the current filter is marked. */
export function HealthCounts({
  counts,
  state,
}: {
  counts: { state: string; count: number }[];
  state: DataTableState;
}) {
  const t = useTranslations("listingHealth");
  const active = new Set(facetList(state.facets, "state"));
  const needsAction = counts
    .filter((c) => c.state !== "OK" && c.state !== "WAITING")
    .reduce((sum, c) => sum + c.count, 0);
  return (
    <nav aria-label={t("countsLabel")} className="flex flex-col gap-2">
      <p className="text-sm font-medium">{t("needsAction", { count: needsAction })}</p>
      <ul className="flex flex-wrap gap-2">
        {counts
          .filter((c) => c.count > 0)
          .map((c) => {
            const s = c.state as ListingHealthState;
            const current = active.size === 1 && active.has(s);
            return (
              <li key={s}>
                <Link
                  href={current ? "/apps/stores/health" : `/apps/stores/health?state=${s}`}
                  aria-current={current ? "true" : undefined}
                  data-state={s}
                  className={cn(
                    "hover:bg-accent flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm",
                    current && "border-primary bg-accent font-medium",
                  )}
                >
                  <span>{t(`states.${s}`)}</span>
                  <span className="font-semibold tabular-nums">{c.count}</span>
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
