import { getLocale, getTranslations } from "next-intl/server";
import { RankMove } from "@/components/rankings/rank-move";
import { Link } from "@/components/ui/link";
import type { RankingJobQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { rankChange } from "@/lib/rankings/rules";
import { cn } from "@/lib/utils";
import { rankingHref } from "./ranking-href";

/** Store and keyword rows a page of the results shows. */
export const RESULTS_PAGE = 25;

type Row = NonNullable<RankingJobQuery["rankingJob"]>["summaries"]["items"][number];

/** The latest run per store and keyword, with its move since the run before; a row opens its grid. */
export async function ResultsTable({
  id,
  rows,
  total,
  page,
  selected,
}: {
  id: string;
  rows: Row[];
  total: number;
  page: number;
  selected?: { locationId: string; keyword: string };
}) {
  const [t, locale] = await Promise.all([
    getTranslations("rankings"),
    getLocale() as Promise<Locale>,
  ]);
  const pages = Math.max(1, Math.ceil(total / RESULTS_PAGE));
  const percent = (share: number) =>
    share.toLocaleString(locale, { style: "percent", maximumFractionDigits: 0 });
  const change = (row: Row) => {
    const move = rankChange(row.averageRank, row.previousAverageRank, row.previousTopThreeShare);
    return (
      <RankMove way={move.kind}>
        {move.kind === "first" || move.kind === "same"
          ? t(`detail.${move.kind}`)
          : t(`detail.${move.kind}`, { n: move.by.toLocaleString(locale) })}
      </RankMove>
    );
  };
  return (
    <section aria-labelledby="ranking-results" className="flex flex-col gap-2">
      <h2 id="ranking-results" className="text-lg font-semibold">
        {t("detail.results")}
      </h2>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("detail.resultsCaption")}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("detail.store")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("detail.keyword")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("detail.averageRank")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("detail.topThree")}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("detail.change")}
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("detail.show")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const current =
                selected?.locationId === row.locationId && selected.keyword === row.keyword;
              return (
                <tr
                  key={`${row.locationId}-${row.keyword}`}
                  className={cn("border-t", current && "bg-accent/60")}
                >
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.locationName}
                  </th>
                  <td className="px-3 py-2">{row.keyword}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {row.averageRank === null
                      ? t("detail.notShown")
                      : row.averageRank.toLocaleString(locale)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {percent(row.topThreeShare)}
                  </td>
                  <td className="px-3 py-2">{change(row)}</td>
                  <td className="px-3 py-2 text-right">
                    {current ? (
                      <span className="text-muted-foreground">{t("detail.shown")}</span>
                    ) : (
                      <Link
                        href={rankingHref(id, {
                          store: row.locationId,
                          keyword: row.keyword,
                          page,
                        })}
                        className="underline underline-offset-4"
                        aria-label={`${t("detail.show")}: ${row.locationName}, ${row.keyword}`}
                      >
                        {t("detail.show")}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav
          aria-label={t("detail.results")}
          className="flex items-center justify-end gap-3 text-sm"
        >
          {page > 1 ? (
            <Link
              href={rankingHref(id, { page: page - 1 })}
              className="underline underline-offset-4"
            >
              {t("detail.previous")}
            </Link>
          ) : null}
          <span>{t("detail.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link
              href={rankingHref(id, { page: page + 1 })}
              className="underline underline-offset-4"
            >
              {t("detail.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
