import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { parseThemeSettings } from "./parse";
import type { ThemeSettingsValue } from "./schema";

type Owner = { userId: string; tenantId: string };

/** Read with the tenant, so ids never cross tenants. */
export async function getThemeSettings(
  db: Db,
  { userId, tenantId }: Owner,
): Promise<ThemeSettingsValue> {
  const [row] = await db
    .select({ themeSettings: users.themeSettings })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .limit(1);
  return parseThemeSettings(row?.themeSettings ?? null);
}

export async function saveThemeSettings(
  db: Db,
  { userId, tenantId }: Owner,
  settings: ThemeSettingsValue,
): Promise<ThemeSettingsValue | null> {
  const [row] = await db
    .update(users)
    .set({ themeSettings: settings })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .returning({ themeSettings: users.themeSettings });
  return row ? parseThemeSettings(row.themeSettings) : null;
}
