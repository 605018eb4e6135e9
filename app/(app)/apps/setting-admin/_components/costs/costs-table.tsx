import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { COST_ITEMS } from "@/lib/costs/items";
import { formatCurrency, formatNumber } from "@/lib/format/number";
import type { AdminCostsQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { QuotaUseCell } from "./quota-use-cell";

type Table = AdminCostsQuery["costs"];
type Line = Table["items"][number]["lines"][number];
type Total = { currency: string; amount: string };

/** Amounts are exact decimal text; shown with two decimals in the user's format. */
const money = (amount: string, currency: string, locale: Locale) =>
  formatCurrency(Number(amount), currency, locale);

function LineCell({ line, locale, note }: { line: Line; locale: Locale; note?: string }) {
  return (
    <TableCell className="text-right align-top tabular-nums">
      <div>{formatNumber(line.quantity, locale, 0)}</div>
      <div className="text-muted-foreground text-xs">
        {money(line.amount, line.currency, locale)}
      </div>
      {note ? <div className="text-muted-foreground text-xs">{note}</div> : null}
    </TableCell>
  );
}

function TotalCell({ totals, locale }: { totals: Total[]; locale: Locale }) {
  return (
    <TableCell className="text-right align-top font-medium tabular-nums">
      {totals.map((total) => (
        <div key={total.currency}>{money(total.amount, total.currency, locale)}</div>
      ))}
    </TableCell>
  );
}

/** Per tenant the month's quantity and amount of each item, and a totals row of every tenant. */
export async function CostsTable({
  table,
  locale,
  page,
  pageSize,
}: {
  table: Table;
  prices: AdminCostsQuery["costPrices"];
  locale: Locale;
  page: number;
  pageSize: number;
}) {
  const t = await getTranslations("admin.costs");
  const pages = Math.max(1, Math.ceil(table.total / pageSize));
  const href = (n: number) => `/apps/setting-admin?tab=costs&month=${table.month}&page=${n}`;
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="flex flex-col gap-1.5 px-4 sm:px-6">
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 sm:px-6">
        {table.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table data-testid="costs-table">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("tenant")}</TableHead>
                  {/* Headers wrap: the Spanish ones would push the last column out of sight. */}
                  {COST_ITEMS.map((item) => (
                    <TableHead key={item} className="text-right whitespace-normal">
                      {t(`items.${item}`)}
                    </TableHead>
                  ))}
                  <TableHead className="text-right">{t("total")}</TableHead>
                  <TableHead className="whitespace-normal">{t("quotaUse")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.items.map((row) => (
                  <TableRow key={row.tenantId} data-testid="costs-row">
                    <TableCell className="align-top font-medium">{row.tenant}</TableCell>
                    {row.lines.map((line) => (
                      <LineCell
                        key={line.item}
                        line={line}
                        locale={locale}
                        note={
                          line.item === "ADS_SPEND" && !row.adsLinked
                            ? t("noAdsAccount")
                            : undefined
                        }
                      />
                    ))}
                    <TotalCell totals={row.totals} locale={locale} />
                    <QuotaUseCell use={row.mapsQuota} locale={locale} />
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow data-testid="costs-totals">
                  <TableCell className="align-top font-semibold">{t("allTenants")}</TableCell>
                  {table.totals.lines.map((line) => (
                    <LineCell key={line.item} line={line} locale={locale} />
                  ))}
                  <TotalCell totals={table.totals.totals} locale={locale} />
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </div>
        )}
        {pages > 1 ? (
          <nav className="flex items-center justify-end gap-3 text-sm" aria-label={t("pages")}>
            {page > 1 ? <Link href={href(page - 1)}>{t("previous")}</Link> : null}
            <span>{t("pageOf", { page, pages })}</span>
            {page < pages ? <Link href={href(page + 1)}>{t("next")}</Link> : null}
          </nav>
        ) : null}
      </CardContent>
    </Card>
  );
}
