"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { MediaLocationsQuery, StoreMediaQuery } from "@/lib/media/operations";
import { StoreMediaPanel } from "./store-media-panel";

/**
 * /apps/media's "by store" view: one store chosen by search (kept in the URL as ?store=), and the
 * photos it shows on the maps service.
 */
export function StoreMediaView({ storeId: initial }: { storeId: string | null }) {
  const t = useTranslations("storeMedia");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const search = useStoreChoiceSearch();
  // Chosen at once; the URL follows, so a reload or a shared address opens the same store.
  const [storeId, setStoreId] = useState(initial);
  const { data, loading, error } = useGraphQLQuery(MediaLocationsQuery, {
    variables: { search: search.search || null, workspaceId: null, limit: 10 },
  });
  // One request names the chosen store and lists its photos for the panel.
  const chosen = useGraphQLQuery(StoreMediaQuery, {
    variables: { locationId: storeId ?? "" },
    skip: !storeId,
  });
  const storeName = chosen.data?.storeMedia?.locationName ?? "…";

  function choose(id: string | null) {
    setStoreId(id);
    const next = new URLSearchParams(params);
    if (id) next.set("store", id);
    else next.delete("store");
    router.replace(`${pathname}?${next}`);
  }

  return (
    <div className="flex min-w-0 flex-col gap-6 lg:flex-row">
      <StoreChoice
        className="lg:w-72 lg:shrink-0"
        search={search}
        chosen={storeId ? [{ id: storeId, title: storeName }] : []}
        onToggle={(store, on) => choose(on ? store.id : null)}
        results={data?.mediaLocations ?? []}
        loading={loading}
        error={Boolean(error)}
      />
      <div className="min-w-0 flex-1">
        {storeId ? (
          <StoreMediaPanel
            key={storeId}
            locationId={storeId}
            media={chosen.data?.storeMedia}
            loading={chosen.loading}
            refetch={chosen.refetch}
          />
        ) : (
          <p className="text-muted-foreground text-sm">{t("pickStore")}</p>
        )}
      </div>
    </div>
  );
}
