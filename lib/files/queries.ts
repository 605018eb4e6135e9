import "server-only";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/list-query";
import { resources, type ResourceRow } from "@/lib/db/schema";
import type { MediaKind } from "@/lib/media/rules";

export type ResourceListInput = {
  search?: string;
  tag?: string;
  kind?: MediaKind;
  limit: number;
  offset: number;
};

function conditionsOf(tenantId: string, input: ResourceListInput): SQL {
  const conditions: (SQL | undefined)[] = [eq(resources.tenantId, tenantId)];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(
      sql`(${resources.name} ilike ${pattern} or array_to_string(${resources.tags}, ' ') ilike ${pattern})`,
    );
  }
  if (input.tag)
    conditions.push(sql`${resources.tags} @> array[${input.tag.toLowerCase()}]::text[]`);
  if (input.kind) conditions.push(eq(resources.kind, input.kind));
  return and(...conditions)!;
}

/** A page of the tenant's library, newest first, and the total matching, in one statement. */
export async function listResources(
  db: Db,
  tenantId: string,
  input: ResourceListInput,
): Promise<{ items: ResourceRow[]; total: number }> {
  const where = conditionsOf(tenantId, input);
  const total = sql<number>`(select count(*)::int from ${resources} where ${where})`;
  const rows = await db
    .select({ row: resources, total })
    .from(resources)
    .where(where)
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(input.limit)
    .offset(input.offset);
  if (rows.length) return { items: rows.map((r) => r.row), total: Number(rows[0]!.total) };
  const [count] = await db.select({ total }).from(sql`(select 1) as one`);
  return { items: [], total: Number(count?.total ?? 0) };
}

/** Resources of the tenant by id, in no order; ids of other tenants are left out. */
export async function resourcesByIds(
  db: Db,
  tenantId: string,
  ids: readonly string[],
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

/** The tenant's tags, most used first. */
export async function resourceTags(db: Db, tenantId: string, limit = 50): Promise<string[]> {
  const rows = await db.execute<{ tag: string }>(sql`
    select tag from ${resources}, unnest(${resources.tags}) as tag
    where ${resources.tenantId} = ${tenantId}
    group by tag order by count(*) desc, tag limit ${limit}`);
  return (rows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
}
