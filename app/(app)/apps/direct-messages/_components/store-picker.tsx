"use client";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { MessageStoreSearchQuery } from "@/lib/messages/operations";

/** The store facet's picker: the tenant's stores searched on the server; one store at a time. */
export function StorePicker({
  values,
  onChange,
  nameOf,
  onNames,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  nameOf: (id: string) => string;
  onNames: (names: Record<string, string>) => void;
}) {
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useGraphQLQuery(MessageStoreSearchQuery, {
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
      results={data?.messageLocations ?? []}
      loading={loading}
      error={Boolean(error)}
    />
  );
}
