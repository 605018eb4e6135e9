import { useLocale, useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import type { Locale } from "@/lib/i18n/config";
import type { JobOutcome } from "@/lib/jobs/outcome";
import { formatPostTime } from "@/lib/posts/format";

/** The kinds whose finished outcome reads in the posts' words ("Partly posted (4/5)"). */
const POSTING_KINDS = new Set(["POST_PUBLISH"]);

export type OutcomeFacts = {
  kind: string;
  outcome: JobOutcome;
  done: number;
  failed: number;
  total: number;
  scheduledFor?: string | null;
  timeZone: string;
};

/**
 * A job's outcome in words (lib/jobs/outcome.ts): "Scheduled for 12/01/2026 09:00" on the tenant's
 * clock, "Running (3/20)", "Partly posted (4/5)". The posts list says a post's the same way.
 */
export function useOutcomeLabel() {
  const t = useTranslations("jobs");
  const locale = useLocale() as Locale;
  return (job: OutcomeFacts): string => {
    const settled =
      job.outcome === "DONE" || job.outcome === "PARTLY_DONE" || job.outcome === "FAILED";
    if (settled && POSTING_KINDS.has(job.kind))
      return t(`postOutcome.${job.outcome}`, { done: job.done, total: job.total });
    return t(`outcome.${job.outcome}`, {
      done: job.outcome === "RUNNING" ? job.done + job.failed : job.done,
      total: job.total,
      at: job.scheduledFor ? formatPostTime(job.scheduledFor, locale, job.timeZone) : "",
    });
  };
}

/** The outcome as a coloured chip. */
export function JobOutcomeChip({ job }: { job: OutcomeFacts }) {
  const label = useOutcomeLabel();
  return <StatusChip status={job.outcome}>{label(job)}</StatusChip>;
}
