import "server-only";
import type { Db } from "@/lib/db/client";
import type { DayRange } from "@/lib/insights/period";
import { tenantCalendar } from "./calendar";
import { compareRange, parseDateRange } from "../range";
import { resolveScope, type ResolvedScope } from "./scope";
import type { ReportQuery } from "../types";

export type ReportContext = {
  scope: ResolvedScope;
  range: DayRange;
  compare: DayRange | null;
  timeZone: string;
};

/** A refusal throws ReportInputError naming the field. */
export async function reportContext(
  db: Db,
  query: ReportQuery,
  now = new Date(),
): Promise<ReportContext> {
  const { timeZone, today } = await tenantCalendar(db, { tenantId: query.tenantId, now });
  const range = parseDateRange({ from: query.range.start, to: query.range.end }, today);
  const scope = await resolveScope(db, query);
  return { scope, range, compare: compareRange(range, query.compareTo ?? undefined), timeZone };
}
