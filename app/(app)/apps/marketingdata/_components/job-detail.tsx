import { Link } from "@/components/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { ArrowLeft, Download } from "lucide-react";
import { SectionCard } from "@/components/common/section-card";
import { AutoRefresh } from "@/components/common/auto-refresh";
import { ExtractStatusChip } from "@/components/marketing/extract-status-chip";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import type { Locale } from "@/lib/i18n/config";
import { formatDay } from "@/lib/marketing/format";
import { ExtractJobQuery } from "@/lib/marketing/operations";
import { isRunning, RETRYABLE_STATUSES, type ExtractStatus } from "@/lib/marketing/statuses";
import { JobSteps } from "./job-steps";
import { RetryButtons } from "./retry-buttons";

/** One extract job: what it reads, its status and steps, retry when it failed, its rows as CSV. */
export async function JobDetail({ id }: { id: string }) {
  const [t, locale, { data }] = await Promise.all([
    getTranslations("marketing"),
    getLocale() as Promise<Locale>,
    query({ query: ExtractJobQuery, variables: { id } }),
  ]);
  const job = data?.extractJob;
  const back = (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link href="/apps/marketingdata">
        <ArrowLeft aria-hidden />
        {t("detail.back")}
      </Link>
    </Button>
  );
  if (!job)
    return (
      <>
        {back}
        <p className="text-sm">{t("detail.notFound")}</p>
      </>
    );
  const facts: [string, string][] = [
    [t("detail.dates"), `${formatDay(job.dateFrom, locale)} – ${formatDay(job.dateTo, locale)}`],
    [t("detail.destination"), t(`destinations.${job.destination}`)],
    [
      t("detail.metrics"),
      job.metrics
        .map((m) => (t.has(`metrics.${m}`) ? t(`metrics.${m as "CALL_CLICKS"}`) : m))
        .join(", "),
    ],
    [
      t("detail.stores"),
      job.storeIds ? t("detail.storeCount", { count: job.storeIds.length }) : t("detail.allStores"),
    ],
    [t("detail.rowCount"), job.rowCount.toLocaleString(locale)],
    [t("detail.attempts"), String(job.attempts)],
  ];
  return (
    <>
      <AutoRefresh active={isRunning(job.status)} />
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold sm:text-2xl">{t("detail.title")}</h1>
        <ExtractStatusChip status={job.status} label={t(`status.${job.status}`)} />
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.error ? (
        <p role="status" className="text-destructive text-sm">
          {job.error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {RETRYABLE_STATUSES.includes(job.status as ExtractStatus) ? (
          <RetryButtons id={job.id} />
        ) : null}
        {job.status === "DONE" ? (
          <Button asChild variant="outline">
            <a href={`/api/marketing-data/jobs/${job.id}/rows`} download>
              <Download aria-hidden />
              {t("detail.download")}
            </a>
          </Button>
        ) : null}
      </div>
      <SectionCard title={t("detail.steps")}>
        <JobSteps steps={job.steps} />
      </SectionCard>
    </>
  );
}
