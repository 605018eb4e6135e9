"use client";
import { useTranslations } from "next-intl";
import { OneStoreView, useChosenStore } from "@/components/common/one-store-view";
import { useStoreChoiceSearch } from "@/components/common/store-choice";
import { PinLocationsQuery, PinStoreQuery } from "@/lib/geolocation/operations";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { PinStorePanel } from "./pin-store-panel";

/** The stores a search shows. */
const SHOWN = 10;

/** The store chooser (kept in the URL as ?store=) and the chosen store's pin panel. */
export function EditLocationView({ storeId: initial }: { storeId: string | null }) {
  const t = useTranslations("geolocation.edit");
  const search = useStoreChoiceSearch();
  const [storeId, choose] = useChosenStore(initial, ["infoUrl"]);
  const { data, loading, error } = useGraphQLQuery(PinLocationsQuery, {
    variables: { search: search.search || null, workspaceId: null, limit: SHOWN },
  });
  const store = useGraphQLQuery(PinStoreQuery, {
    variables: { locationId: storeId ?? "" },
    skip: !storeId,
  });
  return (
    <OneStoreView
      storeId={storeId}
      storeName={store.data?.pinStore?.name ?? "…"}
      onChoose={choose}
      search={search}
      results={data?.pinLocations ?? []}
      loading={loading}
      error={Boolean(error)}
      noStore={t("noStore")}
    >
      <PinStorePanel
        key={storeId}
        store={store.data?.pinStore ?? null}
        loading={store.loading}
        failed={Boolean(store.error)}
        refetch={store.refetch}
      />
    </OneStoreView>
  );
}
