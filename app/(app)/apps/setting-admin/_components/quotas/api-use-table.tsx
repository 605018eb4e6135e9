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
type Row = Use["apis"][number];
const LANES = ["interactive", "bulk", "background"] as const;
const laneKey = (lane: string) =>
  (LANES as readonly string[]).includes(lane) ? (lane as (typeof LANES)[number]) : null;

/**
 * Per API and lane the units of the last hour and day, beside the minute's limit: one table with
 * a project column for one project, else one card per project (a project no longer configured
 * that still has calls of the day gets its own too, without limits).
 */
export async function ApiUseTable({ use, locale }: { use: Use; locale: Locale }) {
  const t = await getTranslations("admin.quotas");
  const n = (value: number) => formatNumber(value, locale, 0);
  if (use.projects.length <= 1)
    return (
      <SectionCard
        title={t("apisTitle")}
        description={t("apisDescription", { limit: n(use.requestsPerMinute) })}
      >
        <ApiRows rows={use.apis} limit={use.requestsPerMinute} locale={locale} withProject />
      </SectionCard>
    );
  const gone = [...new Set(use.apis.map((row) => row.project))].filter(
    (id) => !use.projects.some((project) => project.id === id),
  );
  return (
    <>
      {use.projects.map((project) => (
        <SectionCard
          key={project.id}
          title={t("projectApisTitle", { project: project.id })}
          description={t("projectApisDescription", {
            limit: n(project.requestsPerMinute),
            updates: n(project.updatesPerDay),
          })}
        >
          <ApiRows
            rows={use.apis.filter((row) => row.project === project.id)}
            limit={project.requestsPerMinute}
            locale={locale}
          />
        </SectionCard>
      ))}
      {gone.map((id) => (
        <SectionCard
          key={id}
          title={t("projectApisTitle", { project: id })}
          description={t("projectGoneDescription")}
        >
          <ApiRows rows={use.apis.filter((row) => row.project === id)} locale={locale} />
        </SectionCard>
      ))}
    </>
  );
}

async function ApiRows({
  rows,
  limit,
  locale,
  withProject = false,
}: {
  rows: Row[];
  /** The minute's limit of the rows' project; none for a project no longer configured. */
  limit?: number;
  locale: Locale;
  withProject?: boolean;
}) {
  const [t, apis] = await Promise.all([
    getTranslations("admin.quotas"),
    getTranslations("mapsApis"),
  ]);
  const n = (value: number) => formatNumber(value, locale, 0);
  if (rows.length === 0) return <p className="text-muted-foreground text-sm">{t("apisEmpty")}</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table data-testid="quota-apis">
        <TableHeader>
          <TableRow>
            {withProject ? <TableHead>{t("project")}</TableHead> : null}
            <TableHead>{t("api")}</TableHead>
            <TableHead>{t("lane")}</TableHead>
            <TableHead className="text-right">{t("lastHour")}</TableHead>
            <TableHead className="text-right">{t("lastDay")}</TableHead>
            {limit === undefined ? null : (
              <TableHead className="text-right">{t("minuteLimit")}</TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const lane = laneKey(row.lane);
            return (
              <TableRow key={`${row.project}:${row.family}:${row.lane}`}>
                {withProject ? <TableCell>{row.project}</TableCell> : null}
                <TableCell>
                  <div className="font-medium first-letter:uppercase">
                    {apis.has(row.family) ? apis(row.family as "mybusiness") : row.family}
                  </div>
                  <div className="text-muted-foreground text-xs">{row.family}</div>
                </TableCell>
                <TableCell>{lane ? t(`lanes.${lane}`) : row.lane}</TableCell>
                <TableCell className="text-right tabular-nums">{n(row.lastHour)}</TableCell>
                <TableCell className="text-right tabular-nums">{n(row.lastDay)}</TableCell>
                {limit === undefined ? null : (
                  <TableCell className="text-muted-foreground text-right tabular-nums">
                    {n(limit)}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
