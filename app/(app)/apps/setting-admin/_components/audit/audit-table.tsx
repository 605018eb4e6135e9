"use client";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/data-table/data-table";
import type { FacetView } from "@/components/data-table/facet-controls";
import type { DataTableState } from "@/components/data-table/url-state";
import type { AuditEntryRowFragment } from "@/lib/graphql/generated/client/graphql";
import { AuditItem, AuditItemsHeader } from "./audit-item";
import { AUDIT_TABLE } from "./audit-table-config";

/** The audit tab's interactive body: the shared data table drawing each entry as a row or a card. */
export function AuditTable({
  rows,
  total,
  state,
  timeZone,
  error,
}: {
  rows: AuditEntryRowFragment[];
  total: number;
  state: DataTableState;
  /** The tenant's zone: times are read on its clock. */
  timeZone: string;
  error: boolean;
}) {
  const t = useTranslations("admin.audit");
  const facets: FacetView[] = [
    { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
    {
      id: "kind",
      label: t("facets.action"),
      valueLabel: (value) => t(`facets.kinds.${value as "auth"}`),
    },
    { id: "actor", label: t("facets.actor"), chip: t("facets.actorChip") },
    { id: "date", label: t("facets.date") },
  ];
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="audit-log">
      <DataTable
        columns={[]}
        rows={rows}
        total={total}
        state={state}
        config={AUDIT_TABLE}
        caption={t("caption")}
        getRowId={(row) => row.id}
        rowLabel={(row) => `${row.actor} ${row.action}`}
        renderItem={(row) => <AuditItem entry={row} timeZone={timeZone} />}
        itemsHeader={<AuditItemsHeader />}
        facets={facets}
        sortOptions={[{ id: "createdAt", direction: "desc", label: t("sort.newest") }]}
        error={error}
        emptyTitle={t("empty")}
        emptyDescription={t("emptyDescription")}
      />
      <p className="text-muted-foreground text-xs">{t("timeZone", { zone: timeZone })}</p>
    </div>
  );
}
