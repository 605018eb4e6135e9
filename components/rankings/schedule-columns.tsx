"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import { Link } from "@/components/ui/link";
import { formatMoment } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import type {
  RankingFrequency,
  RankingJobStatus as RankingStatus,
} from "@/lib/graphql/generated/client/graphql";

/** What a scheduled search (a ranking, a saved search) shows in its list. */
export type ScheduledRow = {
  id: string;
  name: string;
  status: RankingStatus;
  frequency: RankingFrequency;
  lastRunAt?: string | null;
  nextRunAt?: string | null;
};

/**
 * The columns every list of scheduled searches shares: the name opening its page, the status,
 * the frequency and the last and next runs. `label` names a column in the list's own words.
 */
export function useScheduleColumns<T extends ScheduledRow>(
  href: (id: string) => string,
  label: (column: "name" | "status" | "frequency" | "lastRun" | "nextRun") => string,
) {
  const t = useTranslations("rankings");
  const locale = useLocale() as Locale;
  const when = (value: string | null | undefined) =>
    value ? formatMoment(value, locale) : t("list.never");
  const runColumn = (id: "lastRun" | "nextRun"): ColumnDef<T> => ({
    id,
    meta: { label: label(id), className: "whitespace-nowrap" },
    cell: ({ row }) => when(id === "lastRun" ? row.original.lastRunAt : row.original.nextRunAt),
  });
  return {
    name: {
      id: "name",
      meta: { label: label("name") },
      cell: ({ row }) => (
        <Link
          href={href(row.original.id)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    } satisfies ColumnDef<T>,
    status: {
      id: "status",
      meta: { label: label("status") },
      cell: ({ row }) => (
        <StatusChip status={row.original.status}>{t(`status.${row.original.status}`)}</StatusChip>
      ),
    } satisfies ColumnDef<T>,
    frequency: {
      id: "frequency",
      meta: { label: label("frequency") },
      cell: ({ row }) => t(`frequency.${row.original.frequency}`),
    } satisfies ColumnDef<T>,
    lastRun: runColumn("lastRun"),
    nextRun: runColumn("nextRun"),
  };
}
