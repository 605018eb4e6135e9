import { ModulePage } from "@/components/common/module-page";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import { query } from "@/lib/apollo/rsc-client";
import { HolidayPresetsQuery } from "@/lib/holidays/operations";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { StoresTabs } from "../_components/stores-tabs";
import { HolidaysForm } from "./_components/holidays-form";
import { listSelectionFrom } from "./_components/list-selection";

export const generateMetadata = pageMetadata("holidays");

/**
 * /apps/stores/holidays: a country's coming national holidays given as special hours to many
 * stores at once (the selected workspace, every store, or the store list's ticked ones), one job.
 */
export default async function HolidaysPage({ searchParams }: PageProps<"/apps/stores/holidays">) {
  const user = await guardRoute("/apps/stores/holidays");
  const params = await searchParams;
  const workspace = await selectedWorkspace();
  const country = typeof params.country === "string" ? params.country : undefined;
  const { data } = await query({
    query: HolidayPresetsQuery,
    variables: { country, workspaceId: workspace?.id },
  });
  const preset =
    data?.holidayPresets ??
    // An unknown country in the address: the workspace's own.
    (await query({ query: HolidayPresetsQuery, variables: { workspaceId: workspace?.id } })).data
      ?.holidayPresets;
  return (
    <ModulePage path="/apps/stores/holidays">
      <StoresTabs current="holidays" user={user} />
      {preset ? (
        <HolidaysForm
          key={preset.country}
          preset={preset}
          workspace={workspace}
          listSelection={listSelectionFrom(params, workspace?.id ?? null)}
        />
      ) : null}
    </ModulePage>
  );
}
