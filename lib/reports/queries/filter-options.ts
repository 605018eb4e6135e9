import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { resolveScope } from "./scope";

/** Most labels or cities the filters offer. */
const MAX_OPTIONS = 500;

/** The labels and cities of a workspace's stores (the tenant's without one), sorted. */
export async function reportFilterOptions(
  db: Db,
  input: { tenantId: string; workspaceId?: string | null },
): Promise<{ labels: string[]; cities: string[] }> {
  const scope = await resolveScope(db, input);
  const [labels, cities] = await Promise.all([
    db.execute(sql`
      select distinct label as value from (${scope.stores}) s
      join locations l on l.id = s.id cross join unnest(l.labels) as label
      where label <> '' order by 1 limit ${MAX_OPTIONS}`),
    db.execute(sql`
      select distinct l.locality as value from (${scope.stores}) s join locations l on l.id = s.id
      where coalesce(l.locality, '') <> '' order by 1 limit ${MAX_OPTIONS}`),
  ]);
  const values = (result: unknown) => rowsOf<{ value: string }>(result).map((row) => row.value);
  return { labels: values(labels), cities: values(cities) };
}
