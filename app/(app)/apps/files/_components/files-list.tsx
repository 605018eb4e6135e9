import { redirect } from "next/navigation";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { FilesTable } from "./files-table";
import { FILES_TABLE, toResourceFilter } from "./files-table-config";
import { ResourcesLibraryQuery } from "@/lib/files/operations";

/** Reads one page of the tenant's files for `state`, with the tags in use, for the library. */
export async function FilesList({ state }: { state: DataTableState }) {
  const { limit, offset } = toListInput(state);
  const { data } = await query({
    query: ResourcesLibraryQuery,
    variables: { filter: toResourceFilter(state.facets), limit, offset },
  });
  const page = data?.resources;
  // Past the last page (a file deleted, a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`/apps/files?${writeTableState(new URLSearchParams(), last, FILES_TABLE)}`);
  }
  return (
    <FilesTable
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      tags={data?.resourceTags ?? []}
      state={state}
      error={!page}
    />
  );
}
