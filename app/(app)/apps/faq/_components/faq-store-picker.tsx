"use client";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { FaqLocationsQuery } from "@/lib/questions/operations";

/** The store facet's picker: the workspace's stores, searched on the server as the user types. */
export function FaqStorePicker({
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
  onNames: (names: Record<string, string>) => void;
}) {
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useGraphQLQuery(FaqLocationsQuery, {
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
      results={data?.faqLocations ?? []}
      loading={loading}
      error={Boolean(error)}
    />
  );
}
