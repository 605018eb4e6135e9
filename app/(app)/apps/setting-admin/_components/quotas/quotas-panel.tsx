import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import {
  parseTableState,
  toListInput,
  toSearchParams,
  writeTableState,
  type SearchParamsLike,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { AdminMapsQuotasQuery, AdminMapsQuotaTenantsQuery } from "@/lib/admin/operations/quotas";
import { QuotaTenantsTable } from "../lazy-tabs";
import { ApiUseTable } from "./api-use-table";
import { ProjectSharesCard } from "./project-shares-card";
import { QUOTA_TENANTS_TABLE, toQuotaTenantFilter } from "./quota-tenants-config";

/** One page of the tenants, read for the URL's filters. */
async function readTenants(params: SearchParamsLike) {
  const state = parseTableState(params, QUOTA_TENANTS_TABLE);
  const { limit, offset } = toListInput(state);
  const { data } = await query({
    query: AdminMapsQuotaTenantsQuery,
    variables: { filter: toQuotaTenantFilter(state.facets), limit, offset },
  }).catch(() => ({ data: undefined }));
  return { state, page: data?.mapsQuotaTenants };
}

/**
 * The "Maps quotas" tab (Super Admins): each API's use per lane, each project's background share,
 * and every tenant's day, cap and weight.
 */
export async function QuotasPanel({ params }: { params: SearchParamsLike }) {
  const [t, locale, { data }, { state, page }] = await Promise.all([
    getTranslations("admin.quotas"),
    getLocale(),
    query({ query: AdminMapsQuotasQuery }),
    readTenants(params),
  ]);
  // Past the last page (a search narrowed, a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(
      `/apps/setting-admin?${writeTableState(toSearchParams(params), last, QUOTA_TENANTS_TABLE)}`,
    );
  }
  if (!data?.mapsQuotaUse)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  const use = data.mapsQuotaUse;
  const n = (value: number) => formatNumber(value, locale as Locale, 0);
  const projects = use.projects.map((project) => project.id);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <ApiUseTable use={use} locale={locale as Locale} />
      <ProjectSharesCard projects={use.projects} />
      <SectionCard
        title={t("tenantsTitle")}
        description={
          projects.length > 1
            ? t("tenantsProjectsDescription")
            : t("tenantsDescription", { limit: n(use.updatesPerDay) })
        }
      >
        <QuotaTenantsTable
          rows={page?.items ?? []}
          total={page?.total ?? 0}
          projects={projects}
          state={state}
          error={!page}
        />
      </SectionCard>
    </div>
  );
}
