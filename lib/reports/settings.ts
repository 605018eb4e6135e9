import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reportSettings } from "@/lib/db/schema";
import { ReportInputError } from "./errors";
import {
  DEFAULT_REVENUE_SETTINGS,
  revenueSettingsSchema,
  type RevenueSettingsValues,
} from "./settings-schema";

/** The tenant's saved ticket, conversion and currency, else the estimator's defaults. */
export async function getRevenueSettings(db: Db, tenantId: string): Promise<RevenueSettingsValues> {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.tenantId, tenantId));
  if (!row) return DEFAULT_REVENUE_SETTINGS;
  return {
    ticket: Number(row.ticket),
    conversionPercent: Number(row.conversionPercent),
    currency: row.currency as RevenueSettingsValues["currency"],
    isDefault: false,
  };
}

/** Checks and saves the tenant's settings; a refused value changes nothing. */
export async function saveRevenueSettings(
  db: Db,
  tenantId: string,
  input: unknown,
): Promise<RevenueSettingsValues> {
  const parsed = revenueSettingsSchema.safeParse(input);
  if (!parsed.success) {
    throw new ReportInputError(
      parsed.error.issues.map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
      })),
    );
  }
  const values = {
    ticket: String(parsed.data.ticket),
    conversionPercent: String(parsed.data.conversionPercent),
    currency: parsed.data.currency,
  };
  await db
    .insert(reportSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({
      target: reportSettings.tenantId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return getRevenueSettings(db, tenantId);
}
