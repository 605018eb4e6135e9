import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatNumber } from "@/lib/format/number";
import type { AdminMapsQuotasQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { CapForm, ProjectSelect } from "../lazy-tabs";

type Use = AdminMapsQuotasQuery["mapsQuotaUse"];

/**
 * Tenants with updates today or a cap: the day's updates, and the cap edited in place. With
 * several maps projects, every tenant, and the project it uses chosen in place too.
 */
export async function TenantCapsTable({ use, locale }: { use: Use; locale: Locale }) {
  const t = await getTranslations("admin.quotas");
  const n = (value: number) => formatNumber(value, locale, 0);
  const projects = use.projects.map((project) => project.id);
  const several = projects.length > 1;
  return (
    <SectionCard
      title={t("tenantsTitle")}
      description={
        several
          ? t("tenantsProjectsDescription")
          : t("tenantsDescription", { limit: n(use.updatesPerDay) })
      }
    >
      {use.tenants.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("tenantsEmpty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table data-testid="quota-tenants">
            <TableHeader>
              <TableRow>
                <TableHead>{t("tenant")}</TableHead>
                {several ? <TableHead>{t("project")}</TableHead> : null}
                <TableHead className="text-right">{t("updatesToday")}</TableHead>
                <TableHead>{t("dailyCap")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {use.tenants.map((row) => (
                <TableRow key={row.tenantId} data-testid="quota-tenant">
                  <TableCell>
                    <div className="font-medium">{row.name}</div>
                    {row.missingProject ? (
                      <p className="text-muted-foreground max-w-64 text-xs">
                        {t("projectMissing", { missing: row.missingProject, project: row.project })}
                      </p>
                    ) : null}
                  </TableCell>
                  {several ? (
                    <TableCell>
                      <ProjectSelect
                        tenantId={row.tenantId}
                        name={row.name}
                        project={row.project}
                        projects={projects}
                        linkedAccounts={row.linkedAccounts}
                      />
                    </TableCell>
                  ) : null}
                  <TableCell className="text-right tabular-nums">{n(row.updatesToday)}</TableCell>
                  <TableCell>
                    <CapForm tenantId={row.tenantId} name={row.name} cap={row.dailyCap ?? null} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
