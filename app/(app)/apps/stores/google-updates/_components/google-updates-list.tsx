import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import {
  toListInput,
  writeTableState,
  type DataTableState,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { GoogleUpdatesQuery } from "@/lib/google-updates/operations";
import { GoogleUpdatesTable } from "./google-updates-table";
import { GOOGLE_UPDATES_TABLE, toGoogleUpdatesFilter } from "./google-updates-table-config";

/** One page of the tenant's open Google changes for `state`, with their counts. */
export async function GoogleUpdatesList({ state }: { state: DataTableState }) {
  const { limit, offset } = toListInput(state);
  const filter = toGoogleUpdatesFilter(state.facets);
  const [{ data }, t] = await Promise.all([
    query({ query: GoogleUpdatesQuery, variables: { filter, limit, offset } }),
    getTranslations("googleUpdates"),
  ]);
  const page = data?.googleUpdates;
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(
      `/apps/stores/google-updates?${writeTableState(new URLSearchParams(), last, GOOGLE_UPDATES_TABLE)}`,
    );
  }
  return (
    <>
      {page ? (
        <p className="text-muted-foreground text-sm" data-testid="google-updates-summary">
          {t("summary", { total: page.total, stores: page.stores })}
        </p>
      ) : null}
      <GoogleUpdatesTable
        rows={page?.items ?? []}
        total={page?.total ?? 0}
        counts={page?.counts ?? []}
        state={state}
        filter={filter}
        error={!page}
      />
    </>
  );
}
