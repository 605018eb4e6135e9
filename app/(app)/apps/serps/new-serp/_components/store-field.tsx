"use client";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { RankingLocationsQuery } from "@/lib/rankings/operations";

/** Stores a search shows: the most the server answers at once. */
const SHOWN = 20;

type Store = { id: string; title: string };

/**
 * The one store a saved search is made from, searched among the workspace's stores with rank
 * tracking's own store search: ticking another store replaces it.
 */
export function StoreField({
  value,
  onChange,
  workspaceId,
}: {
  value: Store | null;
  onChange: (store: Store | null) => void;
  workspaceId: string | null;
}) {
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useGraphQLQuery(RankingLocationsQuery, {
    variables: { search: search.search || null, workspaceId, limit: SHOWN },
  });
  return (
    <StoreChoice
      search={search}
      chosen={value ? [value] : []}
      onToggle={(store, on) => onChange(on ? { id: store.id, title: store.title } : null)}
      results={data?.rankingLocations ?? []}
      loading={loading}
      error={Boolean(error)}
    />
  );
}
