import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { parseTableState } from "@/components/data-table/url-state";
import { RankingTabs } from "@/components/rankings/ranking-tabs";
import { guardRoute } from "@/lib/navigation/guard";
import { SerpsList } from "./_components/serps-list";
import { SERPS_TABLE } from "./_components/serps-table-config";

export async function generateMetadata() {
  const t = await getTranslations("rankings.serps");
  return { title: t("title") };
}

/** /apps/serps: the tenant's saved searches, newest first; each opens its results page. */
export default async function SerpsPage({ searchParams }: PageProps<"/apps/serps">) {
  await guardRoute("/apps/serps");
  const params = await searchParams;
  return (
    <ModulePage path="/apps/serps">
      <RankingTabs current="serps" />
      <Suspense fallback={null}>
        <SerpsList state={parseTableState(params, SERPS_TABLE)} />
      </Suspense>
    </ModulePage>
  );
}
