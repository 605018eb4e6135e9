"use client";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { FilterBar } from "@/components/data-table/filter-bar";
import { Button } from "@/components/ui/button";
import type { LocationColumnFilter } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import type { ColumnFilter } from "@/lib/validation/list-rules";
import { STORE_CHOICE_FILTER_COLUMNS } from "@/lib/validation/location-fields";
import {
  StoreChoice,
  useStoreChoiceSearch,
  type StoreOptionData,
} from "@/components/common/store-choice";

/** Stores a search shows: the most the server answers at once. */
const SHOWN = 20;

export type StoreName = { id: string; title: string; verified?: string | null };

/** What a module's store search takes (mediaLocations, postLocations: one per section). */
export type StoreSearchVariables = {
  search?: string | null;
  workspaceId?: string | null;
  limit?: number | null;
  /** The stores list's label and city filters. */
  filters?: LocationColumnFilter[] | null;
};

/**
 * The chosen stores of a batch of work (a media package, a post): the workspace's stores by name
 * (the first ones before any search), searched on the server with the module's own `query` (each
 * section may list stores only through its own) and narrowed by label and city with the stores
 * list's filters, ticked one by one or all those shown at once.
 */
export function StorePicker<Data>({
  value,
  onChange,
  workspaceId,
  query,
  storesOf,
}: {
  value: StoreName[];
  onChange: (stores: StoreName[]) => void;
  workspaceId: string | null;
  query: TypedDocumentNode<Data, StoreSearchVariables>;
  storesOf: (data: Data) => readonly StoreOptionData[];
}) {
  const t = useTranslations("media.stores");
  const columnLabel = useTranslations("stores.columns");
  const search = useStoreChoiceSearch();
  const [filters, setFilters] = useState<ColumnFilter[]>([]);
  const field = useRef<HTMLInputElement>(null);
  // "Choose all shown" and "Clear" leave once used: the search field keeps the focus.
  const thenSearch = (stores: StoreName[]) => {
    onChange(stores);
    requestAnimationFrame(() => field.current?.focus());
  };
  const { data, loading, error } = useGraphQLQuery(query, {
    variables: {
      search: search.search || null,
      workspaceId,
      limit: SHOWN,
      // The bar offers only the chooser's columns (STORE_CHOICE_FILTER_COLUMNS).
      filters: filters.length ? (filters as LocationColumnFilter[]) : null,
    },
  });
  const stores = data ? storesOf(data as Data) : [];
  const chosen = new Set(value.map((store) => store.id));
  const unchosen = stores.filter((store) => !chosen.has(store.id));

  const pick = ({ id, title, verified }: StoreOptionData): StoreName => ({ id, title, verified });
  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <FilterBar
        columns={STORE_CHOICE_FILTER_COLUMNS.map((id) => ({ id, label: columnLabel(id) }))}
        filters={filters}
        onChange={setFilters}
      />
      <span className="text-sm" aria-live="polite">
        {t("count", { count: value.length })}
      </span>
      {unchosen.length > 0 ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => thenSearch([...value, ...unchosen.map(pick)])}
        >
          {t("selectShown", { count: stores.length })}
        </Button>
      ) : null}
      {value.length > 0 ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => thenSearch([])}>
          {t("clear")}
        </Button>
      ) : null}
    </div>
  );

  return (
    <StoreChoice
      search={search}
      searchRef={field}
      chosen={value}
      onToggle={(store, on) =>
        onChange(on ? [...value, pick(store)] : value.filter((s) => s.id !== store.id))
      }
      results={stores}
      loading={loading}
      error={Boolean(error)}
      actions={actions}
    />
  );
}
