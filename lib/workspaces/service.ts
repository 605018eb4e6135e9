import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import {
  locations,
  WORKSPACE_NAME_INDEX,
  workspaceNameKey,
  workspaceLocations,
  workspaces,
} from "@/lib/db/schema";
import type { WorkspaceValues } from "./schema";
import { WorkspaceError } from "./errors";
import { getWorkspace, totalLocations, type WorkspaceRow, type WorkspaceSummary } from "./queries";

async function editableWorkspace(db: Db, tenantId: string, id: string): Promise<WorkspaceRow> {
  const row = await getWorkspace(db, { tenantId, id });
  if (!row) throw new WorkspaceError("NOT_FOUND");
  if (row.isDefault) throw new WorkspaceError("DEFAULT_WORKSPACE");
  return row;
}

/** Called inside the transaction that writes the name. */
async function requireFreeName(
  db: Db,
  { tenantId, name, exceptId }: { tenantId: string; name: string; exceptId?: string },
): Promise<void> {
  const [taken] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        eq(workspaces.tenantId, tenantId),
        sql`${workspaceNameKey(workspaces.name)} = ${workspaceNameKey(name)}`,
        exceptId ? ne(workspaces.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new WorkspaceError("DUPLICATE_NAME");
}

/** The unique index's refusal (a race with another request) is the same error. */
async function writingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, WORKSPACE_NAME_INDEX)) throw new WorkspaceError("DUPLICATE_NAME");
    throw error;
  }
}

export async function createWorkspace(
  db: Db,
  input: WorkspaceValues & { tenantId: string },
): Promise<WorkspaceSummary> {
  return writingName(() =>
    db.transaction(async (tx) => {
      await requireFreeName(tx as unknown as Db, input);
      const [row] = await tx
        .insert(workspaces)
        .values({ tenantId: input.tenantId, name: input.name, description: input.description })
        .returning();
      return { ...row, totalLocations: 0 };
    }),
  );
}

export async function updateWorkspace(
  db: Db,
  input: WorkspaceValues & { tenantId: string; id: string },
): Promise<WorkspaceSummary> {
  return writingName(() =>
    db.transaction(async (tx) => {
      await editableWorkspace(tx as unknown as Db, input.tenantId, input.id);
      await requireFreeName(tx as unknown as Db, { ...input, exceptId: input.id });
      const [row] = await tx
        .update(workspaces)
        .set({ name: input.name, description: input.description, updatedAt: new Date() })
        .where(and(eq(workspaces.tenantId, input.tenantId), eq(workspaces.id, input.id)))
        .returning({ workspace: workspaces, totalLocations });
      return { ...row.workspace, totalLocations: Number(row.totalLocations) };
    }),
  );
}

export async function deleteWorkspace(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<void> {
  await editableWorkspace(db, tenantId, id);
  await db.delete(workspaces).where(and(eq(workspaces.tenantId, tenantId), eq(workspaces.id, id)));
}

/** One unknown or foreign id refuses the whole change. */
export async function setWorkspaceLocations(
  db: Db,
  input: { tenantId: string; workspaceId: string; add: string[]; remove: string[] },
): Promise<WorkspaceSummary> {
  const { tenantId, workspaceId } = input;
  const ids = [...new Set([...input.add, ...input.remove])];
  return db.transaction(async (tx) => {
    await editableWorkspace(tx as unknown as Db, tenantId, workspaceId);
    if (ids.length > 0) {
      const known = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(
          and(
            eq(locations.tenantId, tenantId),
            sql`${locations.id} = any(${sql.param(ids)}::uuid[])`,
          ),
        );
      const knownIds = new Set(known.map((row) => row.id));
      const unknown = ids.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) throw new WorkspaceError("UNKNOWN_LOCATIONS", unknown);
    }
    const add = [...new Set(input.add)];
    if (add.length > 0) {
      await tx
        .insert(workspaceLocations)
        .values(add.map((locationId) => ({ workspaceId, locationId, tenantId })))
        .onConflictDoNothing();
    }
    if (input.remove.length > 0) {
      await tx
        .delete(workspaceLocations)
        .where(
          and(
            eq(workspaceLocations.workspaceId, workspaceId),
            sql`${workspaceLocations.locationId} = any(${sql.param(input.remove)}::uuid[])`,
          ),
        );
    }
    await tx
      .update(workspaces)
      .set({ updatedAt: new Date() })
      .where(eq(workspaces.id, workspaceId));
    const [row] = await tx
      .select({ workspace: workspaces, totalLocations })
      .from(workspaces)
      .where(and(eq(workspaces.tenantId, tenantId), eq(workspaces.id, workspaceId)));
    return { ...row.workspace, totalLocations: Number(row.totalLocations) };
  });
}
