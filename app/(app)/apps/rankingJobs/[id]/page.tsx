import { ArrowLeft } from "lucide-react";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { StatusChip } from "@/components/common/status-chip";
import { toSearchParams } from "@/components/data-table/url-state";
import { RunProgress } from "@/components/rankings/run-progress";
import { ScheduleActions } from "@/components/rankings/schedule-actions";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { query } from "@/lib/apollo/rsc-client";
import { formatMoment } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { guardRoute } from "@/lib/navigation/guard";
import { RankingJobQuery } from "@/lib/rankings/operations";
import { isUuid } from "@/lib/validation/ids";
import { ResultsTable, RESULTS_PAGE } from "./_components/results-table";
import { StoreKeyword } from "./_components/store-keyword";

export async function generateMetadata() {
  const t = await getTranslations("rankings");
  return { title: t("title") };
}

/**
 * /apps/rankingJobs/:id: a ranking's settings and actions, its latest run per store and keyword,
 * and for one of them (`?store=&keyword=`) the grid, who beats the store, its rank over time and
 * why it moved.
 */
export default async function RankingJobPage({
  params,
  searchParams,
}: PageProps<"/apps/rankingJobs/[id]">) {
  await guardRoute("/apps/rankingJobs/:id");
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const search = toSearchParams(await searchParams);
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const [t, locale, { data }] = await Promise.all([
    getTranslations("rankings"),
    getLocale() as Promise<Locale>,
    query({
      query: RankingJobQuery,
      variables: { id, limit: RESULTS_PAGE, offset: (page - 1) * RESULTS_PAGE },
    }),
  ]);
  const ranking = data?.rankingJob;
  if (!ranking) notFound();
  const run = ranking.runs[0];
  const rows = ranking.summaries.items;
  const asked = rows.find(
    (row) => row.locationId === search.get("store") && row.keyword === search.get("keyword"),
  );
  const selected =
    asked ??
    (isUuid(search.get("store")) && search.get("keyword")
      ? { locationId: search.get("store")!, keyword: search.get("keyword")! }
      : rows[0]);
  const when = (value: string | null | undefined) =>
    value ? formatMoment(value, locale) : t("detail.never");
  const facts: [string, string][] = [
    [t("detail.frequency"), t(`frequency.${ranking.frequency}`)],
    [t("detail.device"), t(`device.${ranking.device}`)],
    [
      t("detail.grid"),
      ranking.grid
        ? t("detail.gridValue", {
            size: ranking.grid.size,
            spacing: ranking.grid.spacingKm.toLocaleString(locale),
          })
        : t("detail.noGrid"),
    ],
    [t("detail.stores"), ranking.storeCount.toLocaleString(locale)],
    [t("detail.keywords"), ranking.keywords.join(", ")],
    ...(ranking.competitors.length
      ? [[t("detail.competitors"), ranking.competitors.join(", ")] as [string, string]]
      : []),
    [t("detail.lastRun"), when(ranking.lastRunAt)],
    [t("detail.nextRun"), when(ranking.nextRunAt)],
  ];

  return (
    <div className="flex w-full min-w-0 flex-col gap-5 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/rankingJobs">
          <ArrowLeft aria-hidden />
          {t("detail.back")}
        </Link>
      </Button>
      <PageHeader
        title={ranking.name}
        actions={<ScheduleActions kind="ranking" id={ranking.id} status={ranking.status} />}
      >
        <StatusChip status={ranking.status} className="self-start">
          {t(`status.${ranking.status}`)}
        </StatusChip>
      </PageHeader>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-col">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {run?.jobId && !run.finishedAt ? <RunProgress jobId={run.jobId} /> : null}
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("detail.noResults")}</p>
      ) : (
        <ResultsTable
          id={ranking.id}
          rows={rows}
          total={ranking.summaries.total}
          page={page}
          selected={selected}
        />
      )}
      {selected ? (
        <StoreKeyword id={ranking.id} locationId={selected.locationId} keyword={selected.keyword} />
      ) : null}
    </div>
  );
}
