import { getLocale, getTranslations } from "next-intl/server";
import type { RankingStoreKeywordQuery } from "@/lib/graphql/generated/client/graphql";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";

type Point = NonNullable<RankingStoreKeywordQuery["rankingJob"]>["trend"][number];

/** The store's average rank and top-three share run by run, oldest first, with a small line. */
export async function Trend({ points }: { points: Point[] }) {
  const [t, locale] = await Promise.all([
    getTranslations("rankings"),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <section aria-labelledby="ranking-trend" className="flex flex-col gap-2">
      <h3 id="ranking-trend" className="font-semibold">
        {t("trend.title")}
      </h3>
      {points.length < 2 ? (
        <p className="text-muted-foreground text-sm">{t("trend.single")}</p>
      ) : (
        <Line points={points} />
      )}
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("trend.date")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("trend.averageRank")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("trend.topThree")}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.runId} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {formatDate(point.startedAt, locale)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">
                  {point.averageRank === null
                    ? t("detail.notShown")
                    : point.averageRank.toLocaleString(locale)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {point.topThreeShare.toLocaleString(locale, {
                    style: "percent",
                    maximumFractionDigits: 0,
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The average rank as a line, rank 1 at the top (the table beside it says the same in words). */
function Line({ points }: { points: Point[] }) {
  const ranks = points.map((point) => point.averageRank ?? 21);
  const worst = Math.max(3, ...ranks);
  const x = (i: number) => (i / (points.length - 1)) * 300;
  const y = (rank: number) => 4 + ((rank - 1) / (worst - 1)) * 72;
  return (
    <svg
      viewBox="0 0 300 80"
      className="text-primary h-20 w-full"
      aria-hidden
      preserveAspectRatio="none"
    >
      <polyline
        points={ranks.map((rank, i) => `${x(i)},${y(rank)}`).join(" ")}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
