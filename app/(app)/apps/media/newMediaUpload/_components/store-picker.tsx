"use client";
import { useQuery } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { StoreChoice, useStoreChoiceSearch } from "@/components/stores/store-choice";
import { Button } from "@/components/ui/button";
import { MediaLocationsQuery } from "@/lib/media/operations";

/** Stores a search shows: the most the server answers at once. */
const SHOWN = 20;

export type StoreName = { id: string; title: string };

/**
 * The chosen stores of a package: the workspace's stores by name (the first ones before any
 * search), searched on the server, ticked one by one or all those shown at once.
 */
export function StorePicker({
  value,
  onChange,
  workspaceId,
}: {
  value: StoreName[];
  onChange: (stores: StoreName[]) => void;
  workspaceId: string | null;
}) {
  const t = useTranslations("media.stores");
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useQuery(MediaLocationsQuery, {
    variables: { search: search.search || null, workspaceId, limit: SHOWN },
  });
  const stores = data?.mediaLocations ?? [];
  const chosen = new Set(value.map((store) => store.id));
  const unchosen = stores.filter((store) => !chosen.has(store.id));

  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm" aria-live="polite">
        {t("count", { count: value.length })}
      </span>
      {unchosen.length > 0 ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, ...unchosen.map(({ id, title }) => ({ id, title }))])}
        >
          {t("selectShown", { count: stores.length })}
        </Button>
      ) : null}
      {value.length > 0 ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
          {t("clear")}
        </Button>
      ) : null}
    </div>
  );

  return (
    <StoreChoice
      search={search}
      chosen={value}
      onToggle={(store, on) =>
        onChange(
          on
            ? [...value, { id: store.id, title: store.title }]
            : value.filter((s) => s.id !== store.id),
        )
      }
      results={stores}
      loading={loading}
      error={Boolean(error)}
      actions={actions}
    />
  );
}
