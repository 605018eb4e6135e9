import { getLocale, getTranslations } from "next-intl/server";
import { toSearchParams, type SearchParamsLike } from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { monthOf, monthRange } from "@/lib/costs/items";
import type { Locale } from "@/lib/i18n/config";
import { MonthPicker, PricesForm } from "../lazy-tabs";
import { CostsTable } from "./costs-table";
import { AdminCostsQuery } from "@/lib/admin/operations/costs";

/** Tenants a page of the cost table shows. */
export const COSTS_PAGE_SIZE = 50;

/** The month in `?month=` when valid, else the current one (UTC). */
export function costsMonth(params: SearchParamsLike): string {
  const month = toSearchParams(params).get("month") ?? "";
  return monthRange(month) ? month : monthOf(new Date());
}

/** The "Costs" tab (Super Admins): each tenant's month of usage, priced, with totals and CSV. */
export async function CostsPanel({ params }: { params: SearchParamsLike }) {
  const month = costsMonth(params);
  const page = Math.max(1, Number.parseInt(toSearchParams(params).get("page") ?? "1", 10) || 1);
  const [t, locale, { data }] = await Promise.all([
    getTranslations("admin.costs"),
    getLocale(),
    query({
      query: AdminCostsQuery,
      variables: { month, limit: COSTS_PAGE_SIZE, offset: (page - 1) * COSTS_PAGE_SIZE },
    }),
  ]);
  if (!data?.costs || !data.costPrices)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <MonthPicker month={month} />
        <a
          href={`/api/admin/costs?month=${month}`}
          download={`costs-${month}.csv`}
          className="border-input bg-background hover:bg-accent inline-flex h-9 items-center justify-center gap-2 rounded-md border px-4 text-sm font-medium"
          data-testid="costs-csv"
        >
          {t("csv")}
        </a>
      </div>
      <CostsTable
        table={data.costs}
        prices={data.costPrices}
        locale={locale as Locale}
        page={page}
        pageSize={COSTS_PAGE_SIZE}
      />
      <PricesForm prices={data.costPrices} />
    </div>
  );
}
