import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reportSettings } from "@/lib/db/schema";
import { ReportInputError } from "./errors";
import { getRevenueSettings } from "./queries/revenue-settings";
import { revenueSettingsSchema, type RevenueSettingsValues } from "./schema";

/** Checks and saves the tenant's settings; a refused value changes nothing. */
export async function saveRevenueSettings(
  db: Db,
  { tenantId, input }: { tenantId: string; input: unknown },
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
  return getRevenueSettings(db, { tenantId });
}
