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
import { CapForm } from "../lazy-tabs";

type Use = AdminMapsQuotasQuery["mapsQuotaUse"];

/** Tenants with updates today or a cap: the day's updates, and the cap edited in place. */
export async function TenantCapsTable({ use, locale }: { use: Use; locale: Locale }) {
  const t = await getTranslations("admin.quotas");
  const n = (value: number) => formatNumber(value, locale, 0);
  return (
    <SectionCard
      title={t("tenantsTitle")}
      description={t("tenantsDescription", { limit: n(use.updatesPerDay) })}
    >
      {use.tenants.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("tenantsEmpty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table data-testid="quota-tenants">
            <TableHeader>
              <TableRow>
                <TableHead>{t("tenant")}</TableHead>
                <TableHead className="text-right">{t("updatesToday")}</TableHead>
                <TableHead>{t("dailyCap")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {use.tenants.map((row) => (
                <TableRow key={row.tenantId} data-testid="quota-tenant">
                  <TableCell className="font-medium">{row.name}</TableCell>
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
