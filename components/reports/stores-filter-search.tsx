"use client";
import { useQuery } from "@apollo/client/react";
import type { ComponentProps } from "react";
import { StoreChoice } from "@/components/common/store-choice";
import { withApollo } from "@/lib/apollo/with-apollo";
import { ReportStoreSearchQuery } from "@/lib/reports/operations";

type Props = Omit<ComponentProps<typeof StoreChoice>, "results" | "loading" | "error"> & {
  workspaceId: string | null;
};

/**
 * The stores filter's search and results, loaded when the filter is first opened: the report
 * itself is server-rendered and needs no GraphQL client.
 */
export const StoresFilterSearch = withApollo(function StoresFilterSearch({
  workspaceId,
  ...choice
}: Props) {
  const { data, loading, error } = useQuery(ReportStoreSearchQuery, {
    variables: { search: choice.search.search || null, workspaceId },
  });
  const results = (data?.locations.items ?? []).map((item) => ({
    id: item._id,
    title: item.locationName,
    locality: item.address.locality,
  }));
  return <StoreChoice {...choice} results={results} loading={loading} error={Boolean(error)} />;
});
