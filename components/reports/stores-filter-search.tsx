"use client";
import type { ComponentProps } from "react";
import { StoreChoice } from "@/components/common/store-choice";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { ReportStoreSearchQuery } from "@/lib/reports/operations";

type Props = Omit<ComponentProps<typeof StoreChoice>, "results" | "loading" | "error"> & {
  workspaceId: string | null;
};

/**
 * The stores filter's search and results, loaded when the filter is first opened: the report
 * itself is server-rendered and asks nothing until then.
 */
export function StoresFilterSearch({ workspaceId, ...choice }: Props) {
  const { data, loading, error } = useGraphQLQuery(ReportStoreSearchQuery, {
    variables: { search: choice.search.search || null, workspaceId },
  });
  const results = (data?.locations.items ?? []).map((item) => ({
    id: item._id,
    title: item.locationName,
    locality: item.address.locality,
  }));
  return <StoreChoice {...choice} results={results} loading={loading} error={Boolean(error)} />;
}
