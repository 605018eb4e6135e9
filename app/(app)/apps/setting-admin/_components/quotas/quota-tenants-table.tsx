"use client";

import { useTranslations } from "next-intl";
import { useId, type CSSProperties } from "react";
import { StatusChip } from "@/components/common/status-chip";
import { DataTable } from "@/components/data-table/data-table";
import type { FacetView } from "@/components/data-table/facet-controls";
import type { DataTableState } from "@/components/data-table/url-state";
import type { AdminTenantMapsQuotaFragment } from "@/lib/graphql/generated/client/graphql";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { CapForm } from "./cap-form";
import { ProjectSelect } from "./project-select";
import { QUOTA_TENANTS_TABLE } from "./quota-tenants-config";
import { WeightForm } from "./weight-form";

// On a phone the tenant sits above its facts; from md up each fact has its own column. With
// several maps projects a column chooses the tenant's.
const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 [grid-template-areas:'name_updates'_'project_project'_'cap_cap'_'weight_weight'] md:grid-cols-[minmax(0,1fr)_var(--project-column)_7rem_15rem_10rem] md:items-start md:gap-x-4 md:[grid-template-areas:'name_project_updates_cap_weight']";

/** The project column's width: none with one project. */
const projectColumn = (several: boolean) =>
  ({ "--project-column": several ? "10rem" : "0" }) as CSSProperties;

function TenantsHeader({ several }: { several: boolean }) {
  const t = useTranslations("admin.quotas");
  return (
    <div
      aria-hidden
      className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium md:grid`}
      style={projectColumn(several)}
    >
      <span className="[grid-area:name]">{t("tenant")}</span>
      {several ? <span className="[grid-area:project]">{t("project")}</span> : null}
      <span className="text-right [grid-area:updates]">{t("updatesToday")}</span>
      <span className="[grid-area:cap]">{t("dailyCap")}</span>
      <span className="[grid-area:weight]">{t("weight")}</span>
    </div>
  );
}

function TenantItem({ row, projects }: { row: AdminTenantMapsQuotaFragment; projects: string[] }) {
  const t = useTranslations("admin.quotas");
  const { number } = useFormatNumber();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="quota-tenant"
      data-name={row.name}
      className={`${GRID} px-4 py-3`}
      style={projectColumn(projects.length > 1)}
    >
      <div className="flex min-w-0 flex-col gap-1 [grid-area:name] md:pt-1.5">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 id={headingId} className="truncate font-medium">
            {row.name}
          </h3>
          {row.active ? null : (
            <StatusChip status="DISABLE" colour="grey">
              {t("disabled")}
            </StatusChip>
          )}
        </div>
        {row.missingProject ? (
          <p className="text-muted-foreground max-w-64 text-xs">
            {t("projectMissing", { missing: row.missingProject, project: row.project })}
          </p>
        ) : null}
      </div>
      {projects.length > 1 ? (
        <div className="[grid-area:project]">
          <ProjectSelect
            tenantId={row.tenantId}
            name={row.name}
            project={row.project}
            projects={projects}
            linkedAccounts={row.linkedAccounts}
          />
        </div>
      ) : null}
      <div className="text-right text-sm tabular-nums [grid-area:updates] md:pt-1.5">
        <span className="text-muted-foreground md:sr-only">{t("updatesToday")}: </span>
        {number(row.updatesToday)}
      </div>
      {/* On a phone the column headings are hidden: each form is captioned (its input keeps its
          own label, with the tenant's name). */}
      <div className="flex flex-col gap-1 [grid-area:cap]">
        <span aria-hidden className="text-muted-foreground text-xs md:hidden">
          {t("dailyCap")}
        </span>
        <CapForm
          tenantId={row.tenantId}
          name={row.name}
          cap={row.dailyCap ?? null}
          projectUpdatesPerDay={row.projectUpdatesPerDay}
        />
      </div>
      <div className="flex flex-col gap-1 [grid-area:weight]">
        <span aria-hidden className="text-muted-foreground text-xs md:hidden">
          {t("weight")}
        </span>
        <WeightForm tenantId={row.tenantId} name={row.name} weight={row.weight} />
      </div>
    </article>
  );
}

/**
 * Every active (or every disabled) tenant: its updates today, its daily cap and its weight, and
 * with several maps projects the one it uses.
 */
export function QuotaTenantsTable({
  rows,
  total,
  projects,
  state,
  error,
}: {
  rows: AdminTenantMapsQuotaFragment[];
  total: number;
  /** The configured projects' ids, the first (the default) first. */
  projects: string[];
  state: DataTableState;
  error: boolean;
}) {
  const t = useTranslations("admin.quotas");
  const facets: FacetView[] = [
    { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
    {
      id: "status",
      label: t("facets.status"),
      valueLabel: (value) => t(`facets.statuses.${value as "active"}`),
    },
  ];
  return (
    <DataTable
      columns={[]}
      rows={rows}
      total={total}
      state={state}
      config={QUOTA_TENANTS_TABLE}
      caption={t("tenantsTitle")}
      getRowId={(row) => row.tenantId}
      rowLabel={(row) => row.name}
      renderItem={(row) => <TenantItem row={row} projects={projects} />}
      itemsHeader={<TenantsHeader several={projects.length > 1} />}
      facets={facets}
      error={error}
      emptyTitle={t("tenantsEmpty")}
      emptyDescription={t("tenantsEmptyDescription")}
    />
  );
}
