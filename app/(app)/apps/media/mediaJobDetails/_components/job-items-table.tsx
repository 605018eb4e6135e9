"use client";
import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import {
  ITEM_ERROR_NAMESPACES,
  ITEM_ERROR_OPTIONS,
  itemErrorText,
} from "@/components/jobs/item-error";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import { Pagination } from "@/components/data-table/pagination";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { MediaJobItemsQuery } from "@/lib/media/operations";

/** Items per page (the server answers at most 100). */
const PAGE = 50;
/** How often a running sending is read again; the progress above polls its own counts. */
const POLL_MS = 2_000;

/**
 * Each store and file of a package's sending: its status, why it failed (ours and the maps
 * service's words), and the media item it made. Read again until the job is done.
 */
export function JobItemsTable({ jobId, retries }: { jobId: string; retries: number }) {
  const t = useTranslations("media.job");
  const tj = useTranslations("jobs");
  const itemError = useApiErrorMessage(ITEM_ERROR_NAMESPACES, ITEM_ERROR_OPTIONS);
  const [offset, setOffset] = useState(0);
  const { data, error, refetch, startPolling, stopPolling } = useGraphQLQuery(MediaJobItemsQuery, {
    variables: { id: jobId, limit: PAGE, offset },
    pollInterval: POLL_MS,
  });
  const job = data?.mediaJob?.job;
  const items = data?.mediaJob?.items ?? [];
  const settled = job?.status === "DONE" && items.every((item) => item.status !== "PENDING");
  const running = items.some((item) => item.status === "PENDING" || item.status === "RUNNING");
  // A retry from the progress above sends failed items again: read them now, then on while any is
  // pending.
  useEffect(() => {
    if (retries > 0) refetch();
  }, [retries, refetch]);
  useEffect(() => {
    if (settled && !running) stopPolling();
    else startPolling(POLL_MS);
  }, [settled, running, startPolling, stopPolling]);

  if (error) return <p className="text-destructive text-sm">{tj("loadError")}</p>;
  if (!data) return <p className="text-muted-foreground text-sm">{tj("loading")}</p>;
  const total = job?.total ?? 0;
  const page = Math.floor(offset / PAGE) + 1;
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby="media-job-items">
      <h2 id="media-job-items" className="text-base font-medium">
        {t("items")}
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("none")}</p>
      ) : (
        <div className="rounded-md border">
          <div
            aria-hidden
            className="text-muted-foreground hidden grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_6rem_minmax(0,2fr)] gap-3 border-b px-3 py-2 text-xs font-medium sm:grid"
          >
            <span>{t("store")}</span>
            <span>{t("file")}</span>
            <span>{t("status")}</span>
            <span>{t("result")}</span>
          </div>
          <ul className="divide-y" aria-label={t("items")}>
            {items.map((item) => (
              <li
                key={item.id}
                data-testid="media-job-item"
                data-status={item.status}
                className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-3 py-2 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_6rem_minmax(0,2fr)] sm:items-center"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">
                    {item.locationName ?? tj("unknownStore")}
                  </span>
                  {item.storeCode ? (
                    <span className="text-muted-foreground truncate text-xs">{item.storeCode}</span>
                  ) : null}
                </span>
                <span className="col-start-1 truncate text-xs sm:col-start-auto sm:text-sm">
                  {item.fileName}
                </span>
                <span className="col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto">
                  <JobStatusBadge status={item.status} label={t(`statuses.${item.status}`)} />
                </span>
                <span className="col-span-2 min-w-0 text-xs break-words sm:col-span-1">
                  {item.status === "FAILED" ? (
                    <span className="text-destructive">
                      {itemErrorText(itemError, item.error, item.errorDetail)}
                    </span>
                  ) : item.googleUrl ? (
                    <a
                      href={item.googleUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
                    >
                      {t("open")}
                      <ExternalLink aria-hidden className="size-3" />
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {total > PAGE ? (
        <Pagination
          page={page}
          pageSize={PAGE}
          pageSizes={[PAGE]}
          total={total}
          onPage={(to) => setOffset((to - 1) * PAGE)}
          onPageSize={() => undefined}
        />
      ) : null}
    </section>
  );
}
