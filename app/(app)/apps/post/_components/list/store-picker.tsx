"use client";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { PostStoreSearchQuery } from "@/lib/posts/operations";

/**
 * The store facet's picker: the tenant's stores by name, store code or city, searched on the server
 * as the user types. The posts query filters by one store, so ticking one replaces the other.
 */
export function StorePicker({
  values,
  onChange,
  nameOf,
  onNames,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  nameOf: (id: string) => string;
  /** The names of stores seen in the results, so a picked store is named at once. */
  onNames: (names: Record<string, string>) => void;
}) {
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useGraphQLQuery(PostStoreSearchQuery, {
    variables: { search: search.search || null },
  });
  return (
    <StoreChoice
      autoFocus
      search={search}
      chosen={values.map((id) => ({ id, title: nameOf(id) }))}
      onToggle={(store, on) => {
        onNames({ [store.id]: store.title });
        onChange(on ? [store.id] : []);
      }}
      results={data?.postLocations ?? []}
      loading={loading}
      error={Boolean(error)}
    />
  );
}
