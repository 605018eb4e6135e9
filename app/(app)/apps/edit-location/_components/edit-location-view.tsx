"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { PinLocationsQuery, PinStoreQuery } from "@/lib/geolocation/operations";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { PinStorePanel } from "./pin-store-panel";

/** The stores a search shows. */
const SHOWN = 10;

/** The store chooser (kept in the URL as ?store=) and the chosen store's pin panel. */
export function EditLocationView({ storeId: initial }: { storeId: string | null }) {
  const t = useTranslations("geolocation.edit");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const search = useStoreChoiceSearch();
  const [storeId, setStoreId] = useState(initial);
  const { data, loading, error } = useGraphQLQuery(PinLocationsQuery, {
    variables: { search: search.search || null, workspaceId: null, limit: SHOWN },
  });
  const store = useGraphQLQuery(PinStoreQuery, {
    variables: { locationId: storeId ?? "" },
    skip: !storeId,
  });
  const name = store.data?.pinStore?.name ?? "…";

  function choose(id: string | null) {
    setStoreId(id);
    const next = new URLSearchParams(params);
    next.delete("infoUrl");
    if (id) next.set("store", id);
    else next.delete("store");
    router.replace(`${pathname}?${next}`);
  }

  return (
    <div className="flex min-w-0 flex-col gap-6 lg:flex-row">
      <StoreChoice
        className="lg:w-72 lg:shrink-0"
        search={search}
        chosen={storeId ? [{ id: storeId, title: name }] : []}
        onToggle={(option, on) => choose(on ? option.id : null)}
        results={data?.pinLocations ?? []}
        loading={loading}
        error={Boolean(error)}
      />
      <div className="min-w-0 flex-1">
        {storeId ? (
          <PinStorePanel
            key={storeId}
            store={store.data?.pinStore ?? null}
            loading={store.loading}
            failed={Boolean(store.error)}
            refetch={store.refetch}
          />
        ) : (
          <p className="text-muted-foreground text-sm">{t("noStore")}</p>
        )}
      </div>
    </div>
  );
}
