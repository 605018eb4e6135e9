import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { SectionKey } from "@/lib/auth/sections";
import type { Db } from "@/lib/db/client";
import { moduleStatus } from "@/lib/db/schema";

export type ModuleStatusEntry = { name: string; status: string };

/** Every module's status. The table is product-wide (no tenant): maintenance applies to all. */
export function listModuleStatus(db: Db): Promise<ModuleStatusEntry[]> {
  return db
    .select({ name: moduleStatus.name, status: moduleStatus.status })
    .from(moduleStatus)
    .orderBy(asc(moduleStatus.name));
}

/** The module_status name of a section (spec §3 Module status names "stores" for the store section). */
export function moduleOfSection(section: SectionKey): string {
  return section === "store" ? "stores" : section.split(".")[0]!;
}

/** Whether the section's module is in maintenance. */
export async function inMaintenance(db: Db, section: SectionKey): Promise<boolean> {
  const [row] = await db
    .select({ name: moduleStatus.name })
    .from(moduleStatus)
    .where(
      and(eq(moduleStatus.name, moduleOfSection(section)), eq(moduleStatus.status, "MAINTENANCE")),
    );
  return Boolean(row);
}
