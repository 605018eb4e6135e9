import { getLocale, getTranslations } from "next-intl/server";
import { campaignFormHref } from "@/components/ads/campaign-href";
import { CampaignStatusChip } from "@/components/ads/campaign-status-chip";
import { NewCampaignLinks } from "@/components/ads/new-campaign-links";
import { AutoRefresh } from "@/components/common/auto-refresh";
import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { query } from "@/lib/apollo/rsc-client";
import { CampaignsQuery } from "@/lib/ads/operations";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import { formatMoment } from "@/lib/format/date";
import { formatCurrency, formatNumber } from "@/lib/format/number";
import type { CampaignRowFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { SpendBars } from "./spend-bars";

/** The latest campaigns listed under the totals. */
const RECENT = 5;

function totals(rows: CampaignRowFieldsFragment[]) {
  const sum = (pick: (row: CampaignRowFieldsFragment) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    spend: sum((row) => row.spend),
    impressions: sum((row) => row.impressions),
    clicks: sum((row) => row.clicks),
    conversions: sum((row) => row.conversions),
    running: rows.filter((row) => row.status === "ACTIVE").length,
  };
}

/**
 * The Performance Max campaigns together: spend, impressions, clicks and conversions since they
 * started, spend by campaign, and the latest ones with their status; the full list is its own page.
 */
export async function PmaxOverview() {
  const [t, locale, { data, error }] = await Promise.all([
    getTranslations("ads.pmax"),
    getLocale() as Promise<Locale>,
    query({
      query: CampaignsQuery,
      variables: { filter: { type: "PERFORMANCE_MAX" }, limit: MAX_PAGE_SIZE, offset: 0 },
    }),
  ]);
  const tStatus = await getTranslations("ads.status");
  if (error || !data)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadError")}
      </p>
    );
  const rows = data.campaigns.items;
  const sums = totals(rows);
  const currency = rows.find((row) => row.currencyCode)?.currencyCode ?? null;
  const money = (amount: number) =>
    currency ? formatCurrency(amount, currency, locale) : formatNumber(amount, locale);
  const ctr = sums.impressions ? (sums.clicks / sums.impressions) * 100 : 0;
  const tiles = [
    { id: "spend", value: money(sums.spend) },
    { id: "impressions", value: formatNumber(sums.impressions, locale) },
    { id: "clicks", value: formatNumber(sums.clicks, locale) },
    { id: "ctr", value: `${formatNumber(ctr, locale, 1)} %` },
    { id: "conversions", value: formatNumber(sums.conversions, locale, 1) },
    { id: "running", value: formatNumber(sums.running, locale) },
  ] as const;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <AutoRefresh active={rows.some((row) => row.status === "PROCESSING")} everyMs={4000} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          {data.campaigns.total > rows.length
            ? t("latestOf", { shown: rows.length, total: data.campaigns.total })
            : t("count", { count: data.campaigns.total })}
        </p>
        <NewCampaignLinks types={["PERFORMANCE_MAX"]} />
      </div>
      <section aria-labelledby="pmax-totals" className="flex flex-col gap-3">
        <h2 id="pmax-totals" className="text-lg font-semibold">
          {t("totals")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Card className="h-full gap-1 px-4 py-3" data-testid={`pmax-${tile.id}`}>
                <span className="text-muted-foreground text-xs">{t(`tiles.${tile.id}`)}</span>
                <span className="text-xl font-semibold tabular-nums">{tile.value}</span>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      {rows.length > 0 ? (
        <section aria-labelledby="pmax-spend" className="flex flex-col gap-3">
          <h2 id="pmax-spend" className="text-lg font-semibold">
            {t("spendByCampaign")}
          </h2>
          <SpendBars
            bars={rows
              .filter((row) => row.spend > 0)
              .sort((a, b) => b.spend - a.spend)
              .slice(0, 8)
              .map((row) => ({
                id: row.id,
                name: row.name,
                value: row.spend,
                text: money(row.spend),
              }))}
            empty={t("noSpend")}
          />
        </section>
      ) : null}
      <section aria-labelledby="pmax-recent" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="pmax-recent" className="text-lg font-semibold">
            {t("recent")}
          </h2>
          <Link
            href="/apps/pmax-campaigns"
            className="text-primary text-sm underline underline-offset-4"
          >
            {t("all")}
          </Link>
        </div>
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("empty")}</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {rows.slice(0, RECENT).map((row) => (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <div className="flex min-w-0 flex-col">
                  {row.status === "DRAFT" ? (
                    <Link
                      href={campaignFormHref(row.type, { id: row.id })}
                      className="truncate font-medium underline-offset-4 hover:underline"
                    >
                      {row.name}
                    </Link>
                  ) : (
                    <span className="truncate font-medium">{row.name}</span>
                  )}
                  <span className="text-muted-foreground text-xs">
                    {t("rowFacts", {
                      spend: money(row.spend),
                      clicks: formatNumber(row.clicks, locale),
                      updated: formatMoment(row.updatedAt, locale),
                    })}
                  </span>
                </div>
                <CampaignStatusChip status={row.status} label={tStatus(row.status)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
