import "server-only";
import { and, desc, eq, gte, isNull, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { auditLog, type AuditRow } from "@/lib/db/schema";
import { defineListQuery, escapeLike, type ListPage } from "@/lib/db/list-query";

/** The audit log's rows of no tenant: platform actions and sign-ins of unknown names. */
export const PLATFORM_SCOPE = "platform";

export type AuditFilter = {
  search?: string;
  /** An action code or its prefix ("auth.", "maps.edit"). */
  action?: string;
  actorId?: string;
  from?: Date;
  to?: Date;
};

export type AuditScope = { tenantId: string } | { platform: true };

const auditList = defineListQuery({
  table: auditLog,
  tenantColumn: auditLog.tenantId,
  idColumn: auditLog.id,
  filterColumns: { actor: auditLog.actor, action: auditLog.action },
  sortColumns: { createdAt: auditLog.createdAt },
});

function conditions(filter: AuditFilter): SQL[] {
  const list: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    list.push(
      or(
        sql`${auditLog.actor} ilike ${pattern}`,
        sql`${auditLog.action} ilike ${pattern}`,
        sql`${auditLog.targetType} ilike ${pattern}`,
        sql`${auditLog.targetId} ilike ${pattern}`,
        sql`${auditLog.ip} ilike ${pattern}`,
      )!,
    );
  }
  const action = filter.action?.trim();
  if (action) list.push(like(auditLog.action, `${escapeLike(action)}%`));
  if (filter.actorId) list.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) list.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) list.push(lte(auditLog.createdAt, filter.to));
  return list;
}

// Paged in SQL.
export async function listAudit(
  db: Db,
  input: { scope: AuditScope; filter: AuditFilter; limit: number; offset: number },
): Promise<ListPage<AuditRow>> {
  const where = conditions(input.filter);
  if ("tenantId" in input.scope) {
    return auditList.page(db, {
      tenantId: input.scope.tenantId,
      params: {
        filters: [],
        sortBy: "createdAt",
        sortDirection: "desc",
        limit: input.limit,
        offset: input.offset,
      },
      conditions: where,
    });
  }
  const condition = and(isNull(auditLog.tenantId), ...where)!;
  const [items, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(input.limit)
      .offset(input.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(condition),
  ]);
  return { items, total: Number(counted?.total ?? 0) };
}
