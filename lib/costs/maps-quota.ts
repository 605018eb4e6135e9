import "server-only";
import { and, gte, inArray, like, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tenantUsage } from "@/lib/db/schema";
import { countTenantUnitsToday } from "@/lib/jobs/quota-use";
import { monthOf, monthRange, QUOTA_USAGE_PREFIX } from "./items";

// Each tenant's use of the shared maps quotas beside its costs: today's from the quota's own takes
// (kept a day), the month's from the daily counts lib/costs/usage.ts keeps.

export type QuotaUnitUse = { today: number | null; month: number };
export type TenantMapsQuotaCost = {
  /** Per maps API, by name; only the APIs it used. */
  apis: ({ api: string } & QuotaUnitUse)[];
  updatesToday: number | null;
  updatesMonth: number;
};

const UPDATES = "updates";

/**
 * Per tenant of a page, its quota units; `today` only when `month` is the current one (else
 * null). Two statements for the whole page, whatever its size.
 */
export async function mapsQuotaCosts(
  db: Db,
  { tenantIds, month, now = new Date() }: { tenantIds: string[]; month: string; now?: Date },
): Promise<Map<string, TenantMapsQuotaCost>> {
  const range = monthRange(month)!;
  const current = month === monthOf(now);
  const [monthRows, todayRows] = await Promise.all([
    tenantIds.length === 0
      ? []
      : db
          .select({
            tenantId: tenantUsage.tenantId,
            item: tenantUsage.item,
            count: sql<string>`sum(${tenantUsage.count})`,
          })
          .from(tenantUsage)
          .where(
            and(
              inArray(tenantUsage.tenantId, tenantIds),
              like(tenantUsage.item, `${QUOTA_USAGE_PREFIX}%`),
              gte(tenantUsage.day, range.start),
              lt(tenantUsage.day, range.end),
            ),
          )
          .groupBy(tenantUsage.tenantId, tenantUsage.item),
    current ? countTenantUnitsToday(db, tenantIds, now.getTime()) : [],
  ]);
  const units = new Map<string, Map<string, QuotaUnitUse>>();
  const unitOf = (tenantId: string, unit: string) => {
    let ofTenant = units.get(tenantId);
    if (!ofTenant) units.set(tenantId, (ofTenant = new Map()));
    let use = ofTenant.get(unit);
    if (!use) ofTenant.set(unit, (use = { today: current ? 0 : null, month: 0 }));
    return use;
  };
  for (const row of monthRows)
    unitOf(row.tenantId, row.item.slice(QUOTA_USAGE_PREFIX.length)).month += Number(row.count);
  // Several projects' keys of one API add up.
  for (const row of todayRows) {
    const use = unitOf(row.tenantId, row.unit);
    use.today = (use.today ?? 0) + row.today;
  }
  return new Map(
    tenantIds.map((tenantId) => {
      const ofTenant = units.get(tenantId) ?? new Map<string, QuotaUnitUse>();
      const updates = ofTenant.get(UPDATES);
      const apis = [...ofTenant.entries()]
        .filter(([unit]) => unit !== UPDATES)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([api, use]) => ({ api, ...use }));
      return [
        tenantId,
        {
          apis,
          updatesToday: updates?.today ?? (current ? 0 : null),
          updatesMonth: updates?.month ?? 0,
        },
      ];
    }),
  );
}
