"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import {
  StoreChoice,
  type StoreOptionData,
  type useStoreChoiceSearch,
} from "@/components/common/store-choice";

/**
 * The store a one-store page works on, kept in the URL as ?store= so a reload or a shared address
 * opens the same store. Chosen at once; the URL follows, without the parameters named in `drop`
 * (a notification's links that were about the store chosen before).
 */
export function useChosenStore(initial: string | null, drop: readonly string[] = []) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [storeId, setStoreId] = useState(initial);
  function choose(id: string | null) {
    setStoreId(id);
    const next = new URLSearchParams(params);
    for (const name of drop) next.delete(name);
    if (id) next.set("store", id);
    else next.delete("store");
    router.replace(`${pathname}?${next}`);
  }
  return [storeId, choose] as const;
}

/**
 * A page about one store at a time (its photos, its map pin): the store chooser beside the chosen
 * store's panel, or a line that asks for a store. The caller runs the search against its own query.
 */
export function OneStoreView({
  storeId,
  storeName,
  onChoose,
  search,
  results,
  loading,
  error,
  noStore,
  children,
}: {
  storeId: string | null;
  storeName: string;
  onChoose: (id: string | null) => void;
  search: ReturnType<typeof useStoreChoiceSearch>;
  results: readonly StoreOptionData[];
  loading: boolean;
  error: boolean;
  noStore: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-6 lg:flex-row">
      <StoreChoice
        className="lg:w-72 lg:shrink-0"
        search={search}
        chosen={storeId ? [{ id: storeId, title: storeName }] : []}
        onToggle={(store, on) => onChoose(on ? store.id : null)}
        results={results}
        loading={loading}
        error={error}
      />
      <div className="min-w-0 flex-1">
        {storeId ? children : <p className="text-muted-foreground text-sm">{noStore}</p>}
      </div>
    </div>
  );
}
