import { useLocale, useTranslations } from "next-intl";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { SectionCard } from "@/components/common/section-card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { ReportStoreFragment } from "@/lib/graphql/generated/client/graphql";
import { formatDate } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { deltaPercent, formatDelta } from "@/lib/reports/format";

type StoreRow = Omit<ReportStoreFragment, "__typename">;

/** Top or bottom stores by actions, with their impressions and the three actions. */
export function StoresTableCard({
  id,
  title,
  stores,
  compared,
  noDataBefore,
}: {
  id: string;
  title: string;
  stores: readonly StoreRow[];
  compared: boolean;
  /** The first day of data when the compared range starts before it: no change is shown. */
  noDataBefore?: string | null;
}) {
  const t = useTranslations("reports.stores");
  const kpi = useTranslations("reports.kpi");
  const locale = useLocale() as Locale;
  const n = (value: number) => formatNumber(value, locale);
  return (
    <SectionCard title={title}>
      {stores.length === 0 ? (
        <p className="text-muted-foreground py-4 text-center text-sm">{t("empty")}</p>
      ) : (
        <Table data-testid={id}>
          <caption className="sr-only">{title}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t("store")}</TableHead>
              <TableHead scope="col" className="hidden text-right md:table-cell">
                {t("impressions")}
              </TableHead>
              <TableHead scope="col" className="hidden text-right sm:table-cell">
                {t("directions")}
              </TableHead>
              <TableHead scope="col" className="hidden text-right sm:table-cell">
                {t("calls")}
              </TableHead>
              <TableHead scope="col" className="hidden text-right sm:table-cell">
                {t("website")}
              </TableHead>
              <TableHead scope="col" className="text-right">
                {t("actions")}
              </TableHead>
              {compared ? (
                <TableHead scope="col" className="hidden text-right sm:table-cell">
                  {t("change")}
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {stores.map((store) => {
              const delta = noDataBefore
                ? null
                : deltaPercent(store.actions, store.actionsPrevious);
              return (
                <TableRow key={store.locationId} data-store={store.locationId}>
                  <TableHead scope="row" className="max-w-48 font-normal whitespace-normal">
                    <span className="block truncate font-medium">{store.name}</span>
                    {store.locality ? (
                      <span className="text-muted-foreground block truncate text-xs">
                        {store.locality}
                      </span>
                    ) : null}
                  </TableHead>
                  <TableCell className="hidden text-right tabular-nums md:table-cell">
                    {n(store.impressions)}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">
                    {n(store.directions)}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">
                    {n(store.calls)}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">
                    {n(store.website)}
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">
                    {n(store.actions)}
                  </TableCell>
                  {compared ? (
                    <TableCell className="text-muted-foreground hidden text-right tabular-nums sm:table-cell">
                      {delta === null ? "—" : formatDelta(delta, locale)}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {compared && noDataBefore && stores.length > 0 ? (
        <p className="text-muted-foreground text-xs" data-testid={`${id}-no-data`}>
          {kpi("noDataBefore", { date: formatDate(noDataBefore, locale) })}
        </p>
      ) : null}
    </SectionCard>
  );
}

/** The search keywords with most impressions over the range's months. */
export function KeywordsTableCard({
  keywords,
}: {
  keywords: readonly { keyword: string; value: number; belowThreshold: number }[];
}) {
  const t = useTranslations("reports.keywords");
  const locale = useLocale() as Locale;
  return (
    <SectionCard title={t("title")} description={t("description")}>
      {keywords.length === 0 ? (
        <p className="text-muted-foreground py-4 text-center text-sm">{t("empty")}</p>
      ) : (
        <ScrollRegion label={t("title")} className="max-h-96 overflow-y-auto">
          <Table data-testid="report-keywords">
            <caption className="sr-only">{t("title")}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t("keyword")}</TableHead>
                <TableHead scope="col" className="text-right">
                  {t("impressions")}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {keywords.map((k) => (
                <TableRow key={k.keyword}>
                  <TableHead scope="row" className="font-normal whitespace-normal">
                    {k.keyword}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">
                    {formatNumber(k.value, locale)}
                    {k.belowThreshold > 0 ? (
                      <span className="text-muted-foreground ml-1 text-xs">
                        {t("belowThreshold", { count: k.belowThreshold })}
                      </span>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}
