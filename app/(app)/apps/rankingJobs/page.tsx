import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { parseTableState } from "@/components/data-table/url-state";
import { ModulePage } from "@/components/common/module-page";
import { RankingTabs } from "@/components/rankings/ranking-tabs";
import { guardRoute } from "@/lib/navigation/guard";
import { RankingsList } from "./_components/rankings-list";
import { RANKINGS_TABLE } from "./_components/rankings-table-config";

export async function generateMetadata() {
  const t = await getTranslations("rankings");
  return { title: t("title") };
}

/** /apps/rankingJobs: the tenant's rankings, newest first; each opens its results. */
export default async function RankingJobsPage({ searchParams }: PageProps<"/apps/rankingJobs">) {
  await guardRoute("/apps/rankingJobs");
  const params = await searchParams;
  return (
    <ModulePage path="/apps/rankingJobs">
      <RankingTabs current="rankings" />
      <Suspense fallback={null}>
        <RankingsList state={parseTableState(params, RANKINGS_TABLE)} />
      </Suspense>
    </ModulePage>
  );
}
