"use client";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { ReviewStoreSearchQuery } from "@/lib/reviews/operations";

/**
 * The store facet's picker: the workspace's stores by name (the first ones before any search),
 * searched on the server as the user types, ticked on and off; the ticked ones listed on top.
 */
export function StorePicker({
  values,
  onChange,
  workspaceId,
  nameOf,
  onNames,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  workspaceId: string | null;
  nameOf: (id: string) => string;
  /** The names of stores seen in the results, so a picked store is named at once. */
  onNames: (names: Record<string, string>) => void;
}) {
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useGraphQLQuery(ReviewStoreSearchQuery, {
    variables: { search: search.search || null, workspaceId },
  });
  return (
    <StoreChoice
      autoFocus
      search={search}
      chosen={values.map((id) => ({ id, title: nameOf(id) }))}
      onToggle={(store, on) => {
        onNames({ [store.id]: store.title });
        onChange(on ? [...values, store.id] : values.filter((value) => value !== store.id));
      }}
      results={data?.reviewLocations ?? []}
      loading={loading}
      error={Boolean(error)}
    />
  );
}
