import { getTranslations } from "next-intl/server";
import { StatusChip } from "@/components/common/status-chip";
import type { RankingStoreKeywordQuery } from "@/lib/graphql/generated/client/graphql";
import { cn } from "@/lib/utils";

type Rival = NonNullable<
  RankingStoreKeywordQuery["rankingJob"]
>["results"][number]["rivals"][number];

/** Places shown: the store's own page does not need every one of a wide grid's neighbours. */
const RIVALS_SHOWN = 8;

/** Who beats the store, at how many of its points, and where on the grid. */
export async function Rivals({
  rivals,
  size,
  total,
}: {
  rivals: Rival[];
  size: number;
  total: number;
}) {
  const t = await getTranslations("rankings.rivals");
  return (
    <section aria-labelledby="ranking-rivals" className="flex flex-col gap-2">
      <h3 id="ranking-rivals" className="font-semibold">
        {t("title")}
      </h3>
      <p className="text-muted-foreground text-sm">{t("description")}</p>
      {rivals.length === 0 ? (
        <p className="text-sm">{t("none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("name")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("points")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("bestRank")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("where")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rivals.slice(0, RIVALS_SHOWN).map((rival) => (
                <tr key={rival.placeId} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="flex flex-wrap items-center gap-2">
                      {rival.title}
                      {rival.competitor ? (
                        <StatusChip status="ERROR">{t("competitor")}</StatusChip>
                      ) : null}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {rival.cells.length}/{total}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{rival.bestRank}</td>
                  <td className="px-3 py-2">
                    <MiniGrid
                      cells={rival.cells}
                      size={size}
                      label={t("whereLabel", { name: rival.title })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The grid in small: the points where the place is above the store filled in. */
function MiniGrid({ cells, size, label }: { cells: Rival["cells"]; size: number; label: string }) {
  const filled = new Set(cells.map((cell) => `${cell.row}:${cell.column}`));
  return (
    <span
      role="img"
      aria-label={label}
      className="inline-grid gap-px"
      style={{ gridTemplateColumns: `repeat(${size}, 0.375rem)` }}
    >
      {Array.from({ length: size * size }, (_, i) => (
        <span
          key={i}
          className={cn(
            "size-1.5 rounded-[1px]",
            filled.has(`${Math.floor(i / size)}:${i % size}`) ? "bg-destructive" : "bg-muted",
          )}
        />
      ))}
    </span>
  );
}
