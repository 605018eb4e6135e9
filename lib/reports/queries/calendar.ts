import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tenants } from "@/lib/db/schema";
import type { DayRange } from "@/lib/insights/period";
import { todayIn } from "@/lib/posts/time";
import { dayStart } from "@/lib/reviews/day-range";

export type TenantCalendar = { timeZone: string; today: string };

/** The tenant's time zone and today in it: reports count days of the tenant's calendar. */
export async function tenantCalendar(
  db: Db,
  { tenantId, now = new Date() }: { tenantId: string; now?: Date },
): Promise<TenantCalendar> {
  const [row] = await db
    .select({ timeZone: tenants.timeZone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const timeZone = row?.timeZone ?? "UTC";
  return { timeZone, today: todayIn(timeZone, now) };
}

/** The instants a range of the tenant's days covers, [from, to), as SQL timestamps. */
export function rangeInstants(range: DayRange, timeZone: string): { from: SQL; to: SQL } {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  return { from: at(dayStart(range.start, timeZone)), to: at(dayStart(range.end, timeZone, 1)) };
}
