import { getLocale, getTranslations } from "next-intl/server";
import { RankMove, type RankWay } from "@/components/rankings/rank-move";
import { formatMoment } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { ResultLink, SiteMarks } from "./site-marks";
import type { SerpPage, SerpRunRow } from "./serp-types";

type Result = SerpPage["results"][number];

const WAYS = { NEW: "new", UP: "up", DOWN: "down", SAME: "same" } as const;

/** A run's results page, best first: each result's site and how it moved since the run before. */
export async function ResultsPage({
  results,
  run,
}: {
  results: readonly Result[];
  /** The run whose page it is, when among those read. */
  run: SerpRunRow | undefined;
}) {
  const [t, locale] = await Promise.all([
    getTranslations("rankings.serps.detail"),
    getLocale() as Promise<Locale>,
  ]);
  const change = ({ change, rank, previousRank }: Result) => {
    const way: RankWay = change ? WAYS[change] : "first";
    const by = previousRank === null ? 0 : Math.abs(previousRank - rank);
    return (
      <RankMove way={way}>
        {way === "up" || way === "down" ? t(way, { n: by.toLocaleString(locale) }) : t(way)}
      </RankMove>
    );
  };
  return (
    <section aria-labelledby="serp-results" className="flex flex-col gap-2">
      <h2 id="serp-results" className="text-lg font-semibold">
        {run ? t("resultsOf", { date: formatMoment(run.startedAt, locale) }) : t("results")}
      </h2>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("resultsCaption")}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("rank")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("result")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("domain")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("site")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("change")}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={`${result.rank}-${result.url}`} className="border-t">
                <td className="px-3 py-2 text-right tabular-nums">
                  {result.rank.toLocaleString(locale)}
                </td>
                <th scope="row" className="max-w-md px-3 py-2 text-left font-normal">
                  <ResultLink title={result.title} url={result.url} />
                </th>
                <td className="px-3 py-2 break-all">{result.domain}</td>
                <td className="px-3 py-2">
                  <SiteMarks own={result.own} competitor={result.competitor} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{change(result)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
