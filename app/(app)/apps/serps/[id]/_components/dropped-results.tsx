import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/config";
import { ResultLink, SiteMarks } from "./site-marks";
import type { SerpPage } from "./serp-types";

/** The results of the run before that the page no longer shows, by their rank then. */
export async function DroppedResults({ dropped }: { dropped: SerpPage["dropped"] }) {
  const [t, locale] = await Promise.all([
    getTranslations("rankings.serps.detail"),
    getLocale() as Promise<Locale>,
  ]);
  return (
    <section aria-labelledby="serp-dropped" className="flex flex-col gap-2">
      <h2 id="serp-dropped" className="text-lg font-semibold">
        {t("dropped")}
      </h2>
      {dropped.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("droppedNone")}</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">{t("droppedDescription")}</p>
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t("droppedCaption")}</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t("previousRank")}
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
                </tr>
              </thead>
              <tbody>
                {dropped.map((entry) => (
                  <tr key={`${entry.previousRank}-${entry.url}`} className="border-t">
                    <td className="px-3 py-2 text-right tabular-nums">
                      {entry.previousRank.toLocaleString(locale)}
                    </td>
                    <th scope="row" className="max-w-md px-3 py-2 text-left font-normal">
                      <ResultLink title={entry.title} url={entry.url} />
                    </th>
                    <td className="px-3 py-2 break-all">{entry.domain}</td>
                    <td className="px-3 py-2">
                      <SiteMarks own={entry.own} competitor={entry.competitor} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
