import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { defineListQuery, escapeLike, type ListPage } from "@/lib/db/list-query";
import { resources, type ResourceRow } from "@/lib/db/schema";
import type { MediaKind } from "./rules";

export type ResourceListInput = {
  search?: string;
  tag?: string;
  kind?: MediaKind;
  limit: number;
  offset: number;
};

/** The library's list: newest first, by the (tenant, created_at, id) index. */
const resourceList = defineListQuery({
  table: resources,
  tenantColumn: resources.tenantId,
  idColumn: resources.id,
  filterColumns: {},
  sortColumns: { createdAt: resources.createdAt },
});

function conditionsOf(input: ResourceListInput): (SQL | undefined)[] {
  const pattern = input.search ? `%${escapeLike(input.search)}%` : null;
  return [
    pattern
      ? sql`(${resources.name} ilike ${pattern} or array_to_string(${resources.tags}, ' ') ilike ${pattern})`
      : undefined,
    input.tag ? sql`${resources.tags} @> array[${input.tag.toLowerCase()}]::text[]` : undefined,
    input.kind ? eq(resources.kind, input.kind) : undefined,
  ];
}

export function listResources(
  db: Db,
  { tenantId, ...input }: { tenantId: string } & ResourceListInput,
): Promise<ListPage<ResourceRow>> {
  return resourceList.page(db, {
    tenantId,
    params: {
      filters: [],
      sortBy: "createdAt",
      sortDirection: "desc",
      limit: input.limit,
      offset: input.offset,
    },
    conditions: conditionsOf(input),
  });
}

/** Resources of the tenant by id, in no order; ids of other tenants are left out. */
export async function resourcesByIds(
  db: Db,
  { tenantId, ids }: { tenantId: string; ids: readonly string[] },
): Promise<ResourceRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.tenantId, tenantId),
        sql`${resources.id} = any(${sql.param([...ids])}::uuid[])`,
      ),
    );
}

export async function resourceTags(
  db: Db,
  { tenantId, limit = 50 }: { tenantId: string; limit?: number },
): Promise<string[]> {
  const rows = await db.execute<{ tag: string }>(sql`
    select tag from ${resources}, unnest(${resources.tags}) as tag
    where ${resources.tenantId} = ${tenantId}
    group by tag order by count(*) desc, tag limit ${limit}`);
  return (rows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
}
