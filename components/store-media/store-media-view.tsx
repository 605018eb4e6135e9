"use client";

import { useTranslations } from "next-intl";
import { OneStoreView, useChosenStore } from "@/components/common/one-store-view";
import { useStoreChoiceSearch } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { MediaLocationsQuery, StoreMediaQuery } from "@/lib/media/operations";
import { StoreMediaPanel } from "./store-media-panel";

/**
 * /apps/media's "by store" view: one store chosen by search (kept in the URL as ?store=), and the
 * photos it shows on the maps service.
 */
export function StoreMediaView({ storeId: initial }: { storeId: string | null }) {
  const t = useTranslations("storeMedia");
  const search = useStoreChoiceSearch();
  const [storeId, choose] = useChosenStore(initial);
  const { data, loading, error } = useGraphQLQuery(MediaLocationsQuery, {
    variables: { search: search.search || null, workspaceId: null, limit: 10 },
  });
  // One request names the chosen store and lists its photos for the panel.
  const chosen = useGraphQLQuery(StoreMediaQuery, {
    variables: { locationId: storeId ?? "" },
    skip: !storeId,
  });
  return (
    <OneStoreView
      storeId={storeId}
      storeName={chosen.data?.storeMedia?.locationName ?? "…"}
      onChoose={choose}
      search={search}
      results={data?.mediaLocations ?? []}
      loading={loading}
      error={Boolean(error)}
      noStore={t("pickStore")}
    >
      <StoreMediaPanel
        key={storeId}
        locationId={storeId ?? ""}
        media={chosen.data?.storeMedia}
        loading={chosen.loading}
        refetch={chosen.refetch}
      />
    </OneStoreView>
  );
}
