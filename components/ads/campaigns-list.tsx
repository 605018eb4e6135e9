import { AutoRefresh } from "@/components/common/auto-refresh";
import type { DataTableConfig, DataTableState } from "@/components/data-table/url-state";
import { toListInput } from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { CampaignsQuery } from "@/lib/ads/operations";
import type { CampaignType } from "@/lib/graphql/generated/client/graphql";
import { CampaignsTable } from "./campaigns-table";
import { toCampaignFilter } from "./campaigns-table-config";

/** How often the list is read again while the ads service reviews a campaign. */
const PROCESSING_REFRESH_MS = 4000;

/**
 * One page of the tenant's campaigns (of one type when `type` is given), read again every few
 * seconds while any of them is PROCESSING, so its review's outcome shows by itself.
 */
export async function CampaignsList({
  state,
  config,
  type,
}: {
  state: DataTableState;
  config: DataTableConfig;
  type?: CampaignType;
}) {
  const { limit, offset } = toListInput(state);
  const { data, error } = await query({
    query: CampaignsQuery,
    variables: { filter: toCampaignFilter(state.facets, type), limit, offset },
  });
  const rows = data?.campaigns.items ?? [];
  return (
    <>
      <AutoRefresh
        active={rows.some((row) => row.status === "PROCESSING")}
        everyMs={PROCESSING_REFRESH_MS}
      />
      <CampaignsTable
        rows={rows}
        total={data?.campaigns.total ?? 0}
        state={state}
        config={config}
        typeFixed={Boolean(type)}
        error={Boolean(error) || !data}
      />
    </>
  );
}
