import { getTranslations } from "next-intl/server";
import { TableCell } from "@/components/ui/table";
import { formatNumber } from "@/lib/format/number";
import type { AdminCostsQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";

type QuotaUse = AdminCostsQuery["costs"]["items"][number]["mapsQuota"];

/**
 * A tenant's units of its maps project's quotas: the updates, then each API it called, today and
 * in the month (today only in the current month). Not priced: its calls are priced as maps calls.
 */
export async function QuotaUseCell({ use, locale }: { use: QuotaUse; locale: Locale }) {
  const [t, apis] = await Promise.all([
    getTranslations("admin.costs"),
    getTranslations("mapsApis"),
  ]);
  const n = (value: number) => formatNumber(value, locale, 0);
  const counts = (today: number | null | undefined, month: number) =>
    today == null
      ? t("quotaMonthOnly", { month: n(month) })
      : t("quotaCounts", { today: n(today), month: n(month) });
  const used = use.updatesMonth > 0 || (use.updatesToday ?? 0) > 0 || use.apis.length > 0;
  return (
    <TableCell className="align-top text-xs" data-testid="costs-quota">
      {used ? (
        <dl className="grid gap-x-2 gap-y-0.5 whitespace-nowrap">
          <div>
            <dt className="inline font-medium">{t("quotaUpdates")}: </dt>
            <dd className="inline tabular-nums">{counts(use.updatesToday, use.updatesMonth)}</dd>
          </div>
          {use.apis.map((api) => (
            <div key={api.api}>
              <dt className="inline font-medium first-letter:uppercase">
                {apis.has(api.api) ? apis(api.api as "mybusiness") : api.api}:{" "}
              </dt>
              <dd className="text-muted-foreground inline tabular-nums">
                {counts(api.today, api.month)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <span className="text-muted-foreground">{t("quotaNone")}</span>
      )}
    </TableCell>
  );
}
