import { getTranslations } from "next-intl/server";
import type { DataTableConfig, DataTableState } from "@/components/data-table/url-state";
import type { CampaignType } from "@/lib/graphql/generated/client/graphql";
import { CampaignsList } from "./campaigns-list";
import { NewCampaignLinks } from "./new-campaign-links";

/** The campaigns list under its heading, with the ways to start a new one. */
export async function CampaignsSection({
  state,
  config,
  type,
}: {
  state: DataTableState;
  config: DataTableConfig;
  type?: CampaignType;
}) {
  const t = await getTranslations("ads.list");
  return (
    <section aria-labelledby="campaigns-heading" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="campaigns-heading" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <NewCampaignLinks types={type ? [type] : ["SEARCH", "PERFORMANCE_MAX"]} />
      </div>
      <CampaignsList state={state} config={config} type={type} />
    </section>
  );
}
