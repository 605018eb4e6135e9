import { ArrowLeft } from "lucide-react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { StatusChip } from "@/components/common/status-chip";
import { toSearchParams } from "@/components/data-table/url-state";
import { RunProgress } from "@/components/rankings/run-progress";
import { ScheduleActions } from "@/components/rankings/schedule-actions";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { query } from "@/lib/apollo/rsc-client";
import { guardRoute } from "@/lib/navigation/guard";
import { SerpQuery } from "@/lib/serps/operations";
import { isUuid } from "@/lib/validation/ids";
import { DroppedResults } from "./_components/dropped-results";
import { OverTime } from "./_components/over-time";
import { ResultsPage } from "./_components/results-page";
import { SerpFacts } from "./_components/serp-facts";

/** Runs the page reads: the latest few, for the over-time table and the run picker. */
const RUNS_SHOWN = 10;

export async function generateMetadata() {
  const t = await getTranslations("rankings.serps");
  return { title: t("title") };
}

/**
 * /apps/serps/:id: a saved search's settings and actions, a run's results page (the latest unless
 * `?run=`) with what changed since the run before and what dropped out, and its runs over time.
 */
export default async function SerpPage({ params, searchParams }: PageProps<"/apps/serps/[id]">) {
  await guardRoute("/apps/serps/:id");
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const asked = toSearchParams(await searchParams).get("run");
  const runId = isUuid(asked) ? asked : null;
  const [t, { data }] = await Promise.all([
    getTranslations("rankings"),
    query({ query: SerpQuery, variables: { id, runId, runs: RUNS_SHOWN } }),
  ]);
  const serp = data?.serp;
  if (!serp) notFound();
  const latest = serp.runs[0];
  const shown = serp.runs.find((run) => (runId ? run.id === runId : run.resultCount !== null));
  // A page compared with no run before has nothing that dropped out of it.
  const compared = serp.results.some((result) => result.change !== null);

  return (
    <div className="flex w-full min-w-0 flex-col gap-5 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/serps">
          <ArrowLeft aria-hidden />
          {t("serps.detail.back")}
        </Link>
      </Button>
      <PageHeader
        title={serp.name}
        actions={<ScheduleActions kind="serp" id={serp.id} status={serp.status} />}
      >
        <StatusChip status={serp.status} className="self-start">
          {t(`status.${serp.status}`)}
        </StatusChip>
      </PageHeader>
      <SerpFacts serp={serp} />
      {latest?.jobId && !latest.finishedAt ? (
        <RunProgress key={latest.jobId} jobId={latest.jobId} />
      ) : null}
      {serp.results.length ? (
        <ResultsPage results={serp.results} run={shown} />
      ) : (
        <p className="text-muted-foreground text-sm">
          {t(latest ? "serps.detail.noPage" : "serps.detail.noRuns")}
        </p>
      )}
      {compared ? <DroppedResults dropped={serp.dropped} /> : null}
      {serp.runs.length ? <OverTime serp={serp} shownRunId={runId ?? undefined} /> : null}
    </div>
  );
}
