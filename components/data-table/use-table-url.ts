"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useOptimistic, useTransition } from "react";
import { writeTableState, type DataTableConfig, type DataTableState } from "./url-state";

/**
 * The table's view, changed by replacing the URL: the server page re-renders with the new rows.
 * Until they arrive the controls already show the new view (optimistic) and `pending` is true.
 */
export function useTableUrl(state: DataTableState, config: DataTableConfig) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();
  const [view, setView] = useOptimistic(state);

  function navigate(change: Partial<DataTableState>) {
    // Any change but paging itself starts again at page 1: page 7 of other filters means nothing.
    const next = { ...view, page: 1, ...change };
    const query = writeTableState(new URLSearchParams(searchParams), next, config).toString();
    startTransition(() => {
      setView(next);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    });
  }

  /** Shows the same view again with fresh rows (after an error, or a bulk action). */
  const refresh = () => startTransition(() => router.refresh());

  return { view, pending, navigate, refresh };
}
