import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { RankingStoreKeywordQuery } from "@/lib/rankings/operations";
import { Activity } from "./activity";
import { GridMap } from "./grid-map";
import { Rivals } from "./rivals";
import { Trend } from "./trend";

/** One store and keyword of a ranking: its grid, who beats it, its rank over time, why it moved. */
export async function StoreKeyword({
  id,
  locationId,
  keyword,
}: {
  id: string;
  locationId: string;
  keyword: string;
}) {
  const [t, { data }] = await Promise.all([
    getTranslations("rankings"),
    query({ query: RankingStoreKeywordQuery, variables: { id, locationId, keyword } }),
  ]);
  const ranking = data?.rankingJob;
  const result = ranking?.results[0];
  if (!ranking || !result) return null;
  const size = ranking.grid?.size ?? 1;
  return (
    <section aria-labelledby="ranking-store-keyword" className="flex flex-col gap-6">
      <h2 id="ranking-store-keyword" className="text-lg font-semibold">
        {t("grid.title", { keyword: result.keyword, store: result.locationName })}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <GridMap result={result} size={size} />
        <Rivals rivals={result.rivals} size={size} total={result.points.length} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Trend points={ranking.trend} />
        {ranking.activity ? <Activity activity={ranking.activity} /> : null}
      </div>
    </section>
  );
}
