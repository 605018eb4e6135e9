import { Link } from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/config";
import { formatPostTime } from "@/lib/posts/format";
import { JobOutcomeChip, type OutcomeFacts } from "./job-outcome";

export type JobSummaryData = OutcomeFacts & {
  id: string;
  createdAt: string;
  startedBy?: string | null;
  fields: readonly string[];
};

/** "Store edit: hours", or the kind alone when the job changes no fields of its own. */
export function useJobTitle() {
  const t = useTranslations();
  return (job: Pick<JobSummaryData, "kind" | "fields">): string => {
    const kind = t.has(`jobs.kinds.${job.kind}`) ? t(`jobs.kinds.${job.kind}`) : job.kind;
    const fields = job.fields.map((field) =>
      t.has(`stores.edit.fields.${field}`) ? t(`stores.edit.fields.${field}`) : field,
    );
    return fields.length ? t("jobs.heading", { kind, fields: fields.join(", ") }) : kind;
  };
}

/**
 * What a job did, as the jobs page lists it: its kind and fields, how many stores, who started it
 * and when (on the tenant's clock), and its outcome. `link` makes the title lead to its page.
 */
export function JobSummary({ job, link = false }: { job: JobSummaryData; link?: boolean }) {
  const t = useTranslations("jobs");
  const locale = useLocale() as Locale;
  const title = useJobTitle()(job);
  const date = formatPostTime(job.createdAt, locale, job.timeZone);
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid="job-summary" data-job-id={job.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {link ? (
          <Link
            href={`/apps/jobs/${job.id}`}
            className="min-w-0 font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
          >
            {title}
          </Link>
        ) : (
          <h1 className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere] sm:text-2xl">
            {title}
          </h1>
        )}
        <JobOutcomeChip job={job} />
      </div>
      <p className="text-muted-foreground text-xs">
        {t("storeCount", { count: job.total })} ·{" "}
        {job.startedBy
          ? t("startedBy", { name: job.startedBy, date })
          : t("startedByApp", { date })}
      </p>
    </div>
  );
}
