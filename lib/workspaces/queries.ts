import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { foldedLike } from "@/lib/db/fold";
import { locationCounts, workspaces, type WorkspaceRow } from "@/lib/db/schema";
import type { ListWorkspacesParams } from "@/lib/workspaces/schema";
import { containsPattern } from "./locations";

/** Name stored on every tenant's default workspace; the interface shows a translated label instead. */
export const DEFAULT_WORKSPACE_NAME = "All stores";

export type { WorkspaceRow };
export type WorkspaceSummary = WorkspaceRow & { totalLocations: number };

/** Both totals are trigger-kept. Named in full: drizzle writes bare column names inside sql``,
 * which a correlated subquery would misread. */
export const totalLocations = sql<number>`case when "workspaces"."is_default"
  then (select coalesce(sum(lc.count), 0) from ${locationCounts} lc where lc.tenant_id = "workspaces"."tenant_id")
  else "workspaces"."location_count"
  end::int`;

const DEFAULT_WORKSPACE_DESCRIPTION = "Every store of the tenant";

/** Here among the reads: a tenant created without one gets it on its first list. */
export async function ensureDefaultWorkspace(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<void> {
  await db
    .insert(workspaces)
    .values({
      tenantId,
      name: DEFAULT_WORKSPACE_NAME,
      description: DEFAULT_WORKSPACE_DESCRIPTION,
      isDefault: true,
    })
    .onConflictDoNothing();
}

type WorkspaceFilter = { tenantId: string; search?: string };
type WorkspacePageQuery = WorkspaceFilter & Pick<ListWorkspacesParams, "limit" | "offset">;

function matching({ tenantId, search }: WorkspaceFilter): SQL | undefined {
  return and(
    eq(workspaces.tenantId, tenantId),
    search ? foldedLike(workspaces.name, containsPattern(search)) : undefined,
  );
}

async function selectWorkspaces(db: Db, input: WorkspacePageQuery): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({ workspace: workspaces, totalLocations })
    .from(workspaces)
    .where(matching(input))
    // The id breaks ties between equal names, so pages never overlap or skip a row.
    .orderBy(desc(workspaces.isDefault), asc(workspaces.name), asc(workspaces.id))
    .limit(input.limit)
    .offset(input.offset);
  return rows.map((row) => ({ ...row.workspace, totalLocations: Number(row.totalLocations) }));
}

export async function listWorkspaces(
  db: Db,
  input: WorkspacePageQuery,
): Promise<WorkspaceSummary[]> {
  const rows = await selectWorkspaces(db, input);
  // The default sorts first, so only an unfiltered first page can tell that it is missing.
  if (input.offset > 0 || input.search || rows.some((row) => row.isDefault)) return rows;
  // First visit of a tenant created without one: create it once, then read again.
  await ensureDefaultWorkspace(db, { tenantId: input.tenantId });
  return selectWorkspaces(db, input);
}

export async function countWorkspaces(db: Db, input: WorkspaceFilter): Promise<number> {
  const read = () =>
    db
      .select({
        total: sql<number>`count(*)::int`,
        hasDefault: sql<boolean>`coalesce(bool_or(${workspaces.isDefault}), false)`,
      })
      .from(workspaces)
      .where(matching(input));
  const [row] = await read();
  if (row.hasDefault || input.search) return Number(row.total);
  // As in listWorkspaces: the default workspace is created on the tenant's first read.
  await ensureDefaultWorkspace(db, { tenantId: input.tenantId });
  const [again] = await read();
  return Number(again.total);
}

export async function getWorkspace(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<WorkspaceRow | null> {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.tenantId, tenantId), eq(workspaces.id, id)))
    .limit(1);
  return row ?? null;
}

export async function getWorkspaceSummary(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<WorkspaceSummary | null> {
  const [row] = await db
    .select({ workspace: workspaces, totalLocations })
    .from(workspaces)
    .where(and(eq(workspaces.tenantId, tenantId), eq(workspaces.id, id)))
    .limit(1);
  return row ? { ...row.workspace, totalLocations: Number(row.totalLocations) } : null;
}
