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

type Use = AdminMapsQuotasQuery["mapsQuotaUse"];
const LANES = ["interactive", "bulk", "background"] as const;
const laneKey = (lane: string) =>
  (LANES as readonly string[]).includes(lane) ? (lane as (typeof LANES)[number]) : null;

/** Per project, API and lane the units of the last hour and day, beside the minute's limit. */
export async function ApiUseTable({ use, locale }: { use: Use; locale: Locale }) {
  const [t, apis] = await Promise.all([
    getTranslations("admin.quotas"),
    getTranslations("mapsApis"),
  ]);
  const n = (value: number) => formatNumber(value, locale, 0);
  return (
    <SectionCard
      title={t("apisTitle")}
      description={t("apisDescription", { limit: n(use.requestsPerMinute) })}
    >
      {use.apis.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("apisEmpty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table data-testid="quota-apis">
            <TableHeader>
              <TableRow>
                <TableHead>{t("project")}</TableHead>
                <TableHead>{t("api")}</TableHead>
                <TableHead>{t("lane")}</TableHead>
                <TableHead className="text-right">{t("lastHour")}</TableHead>
                <TableHead className="text-right">{t("lastDay")}</TableHead>
                <TableHead className="text-right">{t("minuteLimit")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {use.apis.map((row) => {
                const lane = laneKey(row.lane);
                return (
                  <TableRow key={`${row.project}:${row.family}:${row.lane}`}>
                    <TableCell>{row.project}</TableCell>
                    <TableCell>
                      <div className="font-medium first-letter:uppercase">
                        {apis.has(row.family) ? apis(row.family as "mybusiness") : row.family}
                      </div>
                      <div className="text-muted-foreground text-xs">{row.family}</div>
                    </TableCell>
                    <TableCell>{lane ? t(`lanes.${lane}`) : row.lane}</TableCell>
                    <TableCell className="text-right tabular-nums">{n(row.lastHour)}</TableCell>
                    <TableCell className="text-right tabular-nums">{n(row.lastDay)}</TableCell>
                    <TableCell className="text-muted-foreground text-right tabular-nums">
                      {n(use.requestsPerMinute)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
