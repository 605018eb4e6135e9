import "server-only";
import { asc } from "drizzle-orm";
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
