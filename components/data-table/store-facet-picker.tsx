"use client";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import {
  StoreChoice,
  useStoreChoiceSearch,
  type StoreOptionData,
} from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";

export type StoreFacetPickerProps = {
  values: readonly string[];
  onChange: (values: string[]) => void;
  nameOf: (id: string) => string;
  /** The names of stores seen in the results, so a picked store is named at once. */
  onNames: (names: Record<string, string>) => void;
  /** The workspace the search keeps to, for a list that filters by workspace. */
  workspaceId?: string | null;
};

/**
 * A list's store facet: the stores the module's own query finds (its section's stores, by name,
 * store code or city) searched on the server as the user types, the ticked ones on top. `single`
 * for a list that filters by one store: ticking one replaces the other.
 */
export function StoreFacetPicker<TData>({
  query,
  pick,
  single = false,
  values,
  onChange,
  nameOf,
  onNames,
  workspaceId,
}: StoreFacetPickerProps & {
  query: TypedDocumentNode<TData, { search?: string | null; workspaceId?: string | null }>;
  pick: (data: TData) => readonly StoreOptionData[];
  single?: boolean;
}) {
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useGraphQLQuery(query, {
    variables: {
      search: search.search || null,
      ...(workspaceId !== undefined && { workspaceId }),
    },
  });
  return (
    <StoreChoice
      autoFocus
      search={search}
      chosen={values.map((id) => ({ id, title: nameOf(id) }))}
      onToggle={(store, on) => {
        onNames({ [store.id]: store.title });
        if (single) onChange(on ? [store.id] : []);
        else onChange(on ? [...values, store.id] : values.filter((value) => value !== store.id));
      }}
      results={data ? pick(data) : []}
      loading={loading}
      error={Boolean(error)}
    />
  );
}
