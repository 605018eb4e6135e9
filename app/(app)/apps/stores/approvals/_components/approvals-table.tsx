"use client";
import { useTranslations } from "next-intl";
import { ItemDataTable } from "@/components/data-table/item-data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import type { PendingApprovalFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { ApprovalItem } from "./approval-item";
import { APPROVALS_TABLE } from "./approvals-table-config";

/** The queue of held store edits, a page at a time, each drawn as an item with its decisions. */
export function ApprovalsTable({
  rows,
  total,
  state,
  error,
}: {
  rows: PendingApprovalFieldsFragment[];
  total: number;
  state: DataTableState;
  error: boolean;
}) {
  const t = useTranslations("stores.approvals.queue");
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby="approvals-queue-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="approvals-queue-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-sm" data-testid="approvals-count">
          {t("count", { count: total })}
        </p>
      </div>
      <ItemDataTable
        rows={rows}
        total={total}
        state={state}
        config={APPROVALS_TABLE}
        caption={t("title")}
        getRowId={(row) => row.id}
        renderItem={(row) => <ApprovalItem approval={row} />}
        error={error}
        emptyTitle={t("empty")}
      />
    </section>
  );
}
