"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { Check, RefreshCw, Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { DataTable } from "@/components/data-table/data-table";
import type { BulkSelection } from "@/components/data-table/types";
import type { DataTableState } from "@/components/data-table/url-state";
import { JobProgress } from "@/components/jobs/job-progress";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format/date";
import {
  CheckGoogleUpdatesMutation,
  ResolveGoogleUpdateMutation,
  ResolveGoogleUpdatesMutation,
} from "@/lib/google-updates/operations";
import type {
  GoogleUpdateKeep,
  GoogleUpdatesFilter,
  GoogleUpdatesQuery as GoogleUpdatesData,
} from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";
import { fieldKey, GOOGLE_UPDATES_TABLE } from "./google-updates-table-config";

type Row = GoogleUpdatesData["googleUpdates"]["items"][number];
type Count = GoogleUpdatesData["googleUpdates"]["counts"][number];

function ValueLines({ lines, empty }: { lines: readonly string[]; empty: string }) {
  if (lines.length === 0) return <span className="text-muted-foreground italic">{empty}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      {lines.map((line, index) => (
        <span key={index} className="break-words">
          {line}
        </span>
      ))}
    </span>
  );
}

/**
 * Google's changes in the shared data table: per store and field the value we set and Google's;
 * each row kept or restored at once, the ticked ones (or all matching) alike. The job that a
 * check or a choice started shows its progress above the table.
 */
export function GoogleUpdatesTable({
  rows,
  total,
  counts,
  state,
  filter,
  error,
}: {
  rows: Row[];
  total: number;
  counts: Count[];
  state: DataTableState;
  /** The filter the page was read with: "all matching" resolves what it matches. */
  filter: GoogleUpdatesFilter;
  error: boolean;
}) {
  const t = useTranslations("googleUpdates");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useApiErrorMessage(["googleUpdates.errors", "googleUpdates.validation"], {
    fallback: "googleUpdates.errors.updating",
  });
  const [job, setJob] = useState<string | null>(null);
  const [check, checking] = useGraphQLMutation(CheckGoogleUpdatesMutation);
  const [resolveOne, resolvingOne] = useGraphQLMutation(ResolveGoogleUpdateMutation);
  const [resolveMany, resolvingMany] = useGraphQLMutation(ResolveGoogleUpdatesMutation);
  const busy = resolvingOne.loading || resolvingMany.loading;
  const fieldName = (field: string) => t(`fields.${fieldKey(field)}` as "fields.title");
  const countOf = (field: string) => counts.find((c) => c.field === field)?.count ?? 0;

  const sent = (keep: GoogleUpdateKeep, result: { job: { id: string }; held: boolean }) => {
    toast.success(result.held ? t("held") : t(`sent.${keep}`));
    setJob(result.job.id);
    router.refresh();
  };

  const choose = async (row: Row, keep: GoogleUpdateKeep) => {
    try {
      const data = await resolveOne({ locationId: row.locationId, field: row.field, keep });
      sent(keep, data.resolveGoogleUpdate);
    } catch (failure) {
      toast.error(message(failure));
      router.refresh();
    }
  };

  const chooseMany = async (
    selection: BulkSelection,
    keep: GoogleUpdateKeep,
    clear: () => void,
  ) => {
    const variables =
      selection.mode === "ids"
        ? { ids: selection.ids, keep }
        : { filter, excludedIds: selection.excludedIds, keep };
    try {
      const data = await resolveMany(variables);
      toast.success(t("bulk.done", { count: data.resolveGoogleUpdates.count }));
      sent(keep, data.resolveGoogleUpdates);
      clear();
    } catch (failure) {
      toast.error(message(failure));
    }
  };

  const startCheck = async () => {
    try {
      const data = await check({});
      toast.success(t("checkStarted"));
      setJob(data.checkGoogleUpdates.id);
    } catch (failure) {
      toast.error(message(failure));
    }
  };

  const columns: ColumnDef<Row>[] = [
    {
      id: "store",
      meta: { label: t("columns.store"), phone: "title" },
      cell: ({ row }) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium break-words">{row.original.storeName}</span>
          {row.original.storeCode ? (
            <span className="text-muted-foreground text-xs">{row.original.storeCode}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: "field",
      meta: { label: t("columns.field") },
      cell: ({ row }) => fieldName(row.original.field),
    },
    {
      id: "ours",
      meta: { label: t("columns.ours"), className: "max-w-72" },
      cell: ({ row }) => (
        <span data-testid="google-update-ours">
          <ValueLines lines={row.original.oursText} empty={t("emptyValue")} />
        </span>
      ),
    },
    {
      id: "theirs",
      meta: { label: t("columns.theirs"), className: "max-w-72" },
      cell: ({ row }) => (
        <span data-testid="google-update-theirs">
          <ValueLines lines={row.original.theirsText} empty={t("emptyValue")} />
        </span>
      ),
    },
    {
      id: "changedAt",
      meta: { label: t("columns.changedAt") },
      cell: ({ row }) => formatDate(row.original.changedAt, locale),
    },
  ];

  const labels = (row: Row) => ({ field: fieldName(row.field), store: row.storeName });

  return (
    <>
      {job ? <JobProgress key={job} jobId={job} onFinished={() => router.refresh()} /> : null}
      <DataTable
        columns={columns}
        rows={rows}
        total={total}
        state={state}
        config={GOOGLE_UPDATES_TABLE}
        caption={t("caption")}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.storeName}: ${fieldName(row.field)}`}
        rowActions={(row) => (
          <span className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void choose(row, "GOOGLE")}
              aria-label={t("keepGoogleLabel", labels(row))}
            >
              <Check aria-hidden />
              {t("keepGoogle")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void choose(row, "OURS")}
              aria-label={t("restoreOursLabel", labels(row))}
            >
              <Undo2 aria-hidden />
              {t("restoreOurs")}
            </Button>
          </span>
        )}
        bulkActions={(selection, clear) => (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void chooseMany(selection, "GOOGLE", clear)}
            >
              <Check aria-hidden />
              {t("bulk.keepGoogle")}
            </Button>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => void chooseMany(selection, "OURS", clear)}
            >
              <Undo2 aria-hidden />
              {t("bulk.restoreOurs")}
            </Button>
          </>
        )}
        toolbar={
          <Button
            size="sm"
            variant="outline"
            disabled={checking.loading}
            onClick={() => void startCheck()}
          >
            <RefreshCw aria-hidden />
            {t("checkNow")}
          </Button>
        }
        facets={[
          { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
          {
            id: "field",
            label: t("facets.field"),
            valueLabel: (value) => `${fieldName(value)} (${countOf(value)})`,
          },
        ]}
        error={error}
        emptyTitle={
          error
            ? t("errors.loading")
            : filter.field || filter.search
              ? t("emptyFiltered")
              : t("empty")
        }
        emptyDescription={t("emptyDescription")}
        cardsOnPhones
      />
    </>
  );
}
