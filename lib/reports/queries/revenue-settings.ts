import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reportSettings } from "@/lib/db/schema";
import { DEFAULT_REVENUE_SETTINGS, type RevenueSettingsValues } from "../schema";

/** The tenant's saved ticket, conversion and currency, else the estimator's defaults. */
export async function getRevenueSettings(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<RevenueSettingsValues> {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.tenantId, tenantId));
  if (!row) return DEFAULT_REVENUE_SETTINGS;
  return {
    ticket: Number(row.ticket),
    conversionPercent: Number(row.conversionPercent),
    currency: row.currency as RevenueSettingsValues["currency"],
    isDefault: false,
  };
}
