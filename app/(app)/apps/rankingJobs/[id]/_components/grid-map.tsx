import { getLocale, getTranslations } from "next-intl/server";
import type { RankingStoreKeywordQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { RANK_BANDS, rankBand } from "@/lib/rankings/rules";
import { cn } from "@/lib/utils";
import { BAND_CLASSES } from "./band-classes";

type Result = NonNullable<RankingStoreKeywordQuery["rankingJob"]>["results"][number];

/**
 * The grid as a map of coloured pins, north at the top and the store at the centre: each pin
 * says the store's rank at that point. A table underneath, so a screen reader reads it by row.
 */
export async function GridMap({ result, size }: { result: Result; size: number }) {
  const [t, locale] = await Promise.all([
    getTranslations("rankings.grid"),
    getLocale() as Promise<Locale>,
  ]);
  const at = new Map(result.points.map((point) => [`${point.row}:${point.column}`, point]));
  const centre = (size - 1) / 2;
  const average =
    result.averageRank === null ? t("none") : result.averageRank.toLocaleString(locale);
  const share = result.topThreeShare.toLocaleString(locale, {
    style: "percent",
    maximumFractionDigits: 0,
  });
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm">{t("summary", { average, share })}</figcaption>
      <div className="bg-muted/40 overflow-x-auto rounded-md border p-3">
        <table className="mx-auto border-separate border-spacing-1" data-testid="ranking-grid">
          <caption className="sr-only">{t("caption")}</caption>
          <tbody>
            {Array.from({ length: size }, (_, row) => (
              <tr key={row}>
                {Array.from({ length: size }, (_, column) => {
                  const point = at.get(`${row}:${column}`);
                  const rank = point?.rank ?? null;
                  const store = row === centre && column === centre;
                  return (
                    <td key={column} className="p-0">
                      <span
                        className={cn(
                          "flex size-8 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
                          BAND_CLASSES[rankBand(rank)],
                          store && "ring-foreground ring-2 ring-offset-2",
                        )}
                        title={store ? t("store") : undefined}
                      >
                        <span aria-hidden>{rank ?? "–"}</span>
                        <span className="sr-only">
                          {rank === null
                            ? t("pointNotShown", { row: row + 1, column: column + 1 })
                            : t("point", { row: row + 1, column: column + 1, rank })}
                          {store ? ` (${t("store")})` : ""}
                        </span>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t("legend")} className="flex flex-wrap gap-3 text-xs">
        {RANK_BANDS.map((band) => (
          <li key={band} className="flex items-center gap-1.5">
            <span aria-hidden className={cn("size-3 rounded-full", BAND_CLASSES[band])} />
            {t(band)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
