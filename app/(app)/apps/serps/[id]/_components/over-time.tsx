import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { formatMoment } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";
import { serpHref } from "./serp-href";
import type { SerpPage } from "./serp-types";

/**
 * The runs, newest first, with the best rank of each of the tenant's sites and each competitor's
 * in each; a run with a page opens it (the picker of an older page).
 */
export async function OverTime({ serp, shownRunId }: { serp: SerpPage; shownRunId?: string }) {
  const [t, locale] = await Promise.all([
    getTranslations("rankings.serps.detail"),
    getLocale() as Promise<Locale>,
  ]);
  const watched = [
    ...serp.sites.map((domain) => ({ domain, own: true })),
    ...serp.competitors.map((domain) => ({ domain, own: false })),
  ];
  const latestPage = serp.runs.find((run) => run.resultCount !== null)?.id;
  const none = <span className="text-muted-foreground">–</span>;
  return (
    <section aria-labelledby="serp-over-time" className="flex flex-col gap-2">
      <h2 id="serp-over-time" className="text-lg font-semibold">
        {t("overTime")}
      </h2>
      <p className="text-muted-foreground text-sm">{t("overTimeDescription")}</p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("overTimeCaption")}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t("run")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {t("resultCount")}
              </th>
              {watched.map((site) => (
                <th
                  key={`${site.own}-${site.domain}`}
                  scope="col"
                  className="px-3 py-2 text-right font-medium"
                >
                  <span className="break-all">{site.domain}</span>
                  <span className="text-muted-foreground block text-xs font-normal">
                    {t(site.own ? "own" : "competitor")}
                  </span>
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t("show")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {serp.runs.map((run) => {
              const when = formatMoment(run.startedAt, locale);
              const page = run.resultCount !== null;
              const shown = run.id === (shownRunId ?? latestPage);
              return (
                <tr key={run.id} className={cn("border-t", shown && "bg-accent/60")}>
                  <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                    {when}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {page
                      ? run.resultCount!.toLocaleString(locale)
                      : t(run.finishedAt ? "failed" : "running")}
                  </td>
                  {watched.map((site) => {
                    const rank = run.sites.find(
                      (entry) => entry.domain === site.domain && entry.own === site.own,
                    )?.rank;
                    return (
                      <td
                        key={`${site.own}-${site.domain}`}
                        className="px-3 py-2 text-right tabular-nums"
                      >
                        {!page ? none : rank == null ? t("notShown") : rank.toLocaleString(locale)}
                      </td>
                    );
                  })}
                  <td className="px-3 py-2 text-right">
                    {!page ? null : shown ? (
                      <span className="text-muted-foreground">{t("shown")}</span>
                    ) : (
                      <Link
                        href={serpHref(serp.id, run.id === latestPage ? null : run.id)}
                        className="underline underline-offset-4"
                        aria-label={t("showRun", { date: when })}
                      >
                        {t("show")}
                      </Link>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
