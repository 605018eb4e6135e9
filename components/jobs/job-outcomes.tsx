"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { StatusChip } from "@/components/common/status-chip";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import type { JobPageQuery as JobPageData } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { JOB_PAGE_STORES, JobPageQuery } from "@/lib/jobs/operations";
import { JobSummary } from "./job-summary";
import { ITEM_ERROR_NAMESPACES, ITEM_ERROR_OPTIONS, itemErrorText } from "./item-error";

/** How often a job still running is read again. */
const POLL_MS = 2_000;

/**
 * A job's page body: what it did (kind, fields, stores, who and when, outcome) and each store's
 * outcome with its name and code and, when it failed, why in the user's language.
 */
export function JobOutcomes({ initial }: { initial: NonNullable<JobPageData["job"]> }) {
  const t = useTranslations("jobs");
  const itemError = useApiErrorMessage(ITEM_ERROR_NAMESPACES, ITEM_ERROR_OPTIONS);
  const { data, error, stopPolling } = useGraphQLQuery(JobPageQuery, {
    variables: { id: initial.id, limit: JOB_PAGE_STORES },
    pollInterval: POLL_MS,
  });
  const job = data?.job ?? initial;
  const settled =
    Boolean(data?.job) &&
    (job.status === "DONE" || job.status === "FAILED" || job.outcome === "SCHEDULED");
  useEffect(() => {
    if (settled) stopPolling();
  }, [settled, stopPolling]);
  if (error) return <p className="text-destructive text-sm">{t("loadError")}</p>;
  return (
    <div className="flex flex-col gap-4">
      <JobSummary job={job} />
      <section aria-labelledby="job-outcomes" className="flex flex-col gap-2">
        <h2 id="job-outcomes" className="text-base font-semibold">
          {t("outcomes")}
        </h2>
        {job.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("outcomesEmpty")}</p>
        ) : (
          <ul className="divide-y rounded-md border" data-testid="job-outcomes">
            {job.items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:gap-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium [overflow-wrap:anywhere]">
                    {item.locationName ?? t("unknownStore")}
                  </span>
                  {item.storeCode ? (
                    <span className="text-muted-foreground text-xs">{item.storeCode}</span>
                  ) : null}
                  {item.status === "FAILED" ? (
                    <span className="text-destructive">
                      {itemErrorText(itemError, item.error, item.errorDetail)}
                    </span>
                  ) : null}
                </div>
                <StatusChip status={item.status} className="self-start">
                  {t(`itemStatus.${item.status}`)}
                </StatusChip>
              </li>
            ))}
          </ul>
        )}
        {job.total > job.items.length ? (
          <p className="text-muted-foreground text-xs">
            {t("moreOutcomes", { count: job.total - job.items.length })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
