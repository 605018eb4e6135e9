import "server-only";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { isUuid } from "@/lib/validation/ids";
import { requestedWorkspace } from "@/lib/workspaces/selection";
import { refuse } from "../errors";
import { rowsOf } from "@/lib/db/rows";
import type { ReportScope } from "../types";

/** Most stores, labels or cities a report may name one by one. */
export const MAX_SCOPE_STORES = 10_000;
export const MAX_SCOPE_VALUES = 100;
export const MAX_SCOPE_VALUE_LENGTH = 200;

export type ResolvedScope = {
  tenantId: string;
  /** Every store of the tenant, no filter: the tenant rollups answer instead of the stores' rows. */
  whole: boolean;
  /** `select id from locations …`: the report's stores, always within the tenant. */
  stores: SQL;
};

function cleanList(values: readonly string[] | undefined, path: string): string[] {
  const list = [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
  if (list.length > MAX_SCOPE_VALUES || list.some((value) => value.length > MAX_SCOPE_VALUE_LENGTH))
    refuse(path, "tooManyValues");
  return list;
}

async function checkStores(db: Db, tenantId: string, storeIds: string[]) {
  if (storeIds.length > MAX_SCOPE_STORES) refuse("storeIds", "tooManyStores");
  if (!storeIds.every(isUuid)) refuse("storeIds", "storeNotFound");
  const [row] = await db
    .select({ n: count() })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        sql`${locations.id} = any(${sql.param(storeIds)}::uuid[])`,
      ),
    );
  if ((row?.n ?? 0) !== storeIds.length) refuse("storeIds", "storeNotFound");
}

/** A workspace or store that is not the tenant's is refused, whoever else's it is. */
export async function resolveScope(db: Db, scope: ReportScope): Promise<ResolvedScope> {
  const { tenantId } = scope;
  const storeIds = [...new Set(scope.storeIds ?? [])];
  const labels = cleanList(scope.labels, "labels");
  const cities = cleanList(scope.cities, "cities");
  // Another tenant's workspace and a missing one: WorkspaceNotFoundError, nothing is revealed.
  const workspace = await requestedWorkspace(db, { tenantId, requestedId: scope.workspaceId });
  const custom = workspace !== null && !workspace.isDefault;
  if (storeIds.length > 0) await checkStores(db, tenantId, storeIds);

  const conditions: SQL[] = [sql`l.tenant_id = ${tenantId}`];
  if (custom) {
    conditions.push(
      sql`exists (select 1 from workspace_locations wl where wl.workspace_id = ${scope.workspaceId} and wl.location_id = l.id)`,
    );
  }
  if (storeIds.length > 0) conditions.push(sql`l.id = any(${sql.param(storeIds)}::uuid[])`);
  if (labels.length > 0) conditions.push(sql`l.labels && ${sql.param(labels)}::text[]`);
  if (cities.length > 0) conditions.push(sql`l.locality = any(${sql.param(cities)}::text[])`);
  return {
    tenantId,
    whole: !custom && storeIds.length === 0 && labels.length === 0 && cities.length === 0,
    stores: sql`select l.id from locations l where ${sql.join(conditions, sql` and `)}`,
  };
}

export async function scopeStoreCount(db: Db, scope: ResolvedScope): Promise<number> {
  if (scope.whole) {
    const result = await db.execute(
      sql`select coalesce(sum(count), 0)::int as n from location_counts where tenant_id = ${scope.tenantId}`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  const result = await db.execute(sql`select count(*)::int as n from (${scope.stores}) s`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
