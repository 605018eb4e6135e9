import "server-only";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { qualified } from "@/lib/db/qualified";
import { roles, userRoles, users } from "@/lib/db/schema";
import { AdminError, forbiddenError, notFoundError } from "./errors";
import { type RoleInput } from "./schema";
import { ASSIGNABLE_ROLES } from "./role-options";
import { tenantUsersByIds, type TenantUserRow } from "./queries";
import { bumpSessions } from "./sessions";

export type RoleView = {
  id: string;
  name: string;
  description: string;
  custom: boolean;
  grants: string[];
  userCount: number;
};

export type RoleChange = {
  role: RoleView | null;
  skippedUsers: TenantUserRow[];
  affectedUsers: number;
};

/** Roles a tenant sees: the assignable built-in ones and its own. */
export const visibleRoles = (tenantId: string) =>
  or(
    and(isNull(roles.tenantId), inArray(roles.name, [...ASSIGNABLE_ROLES])),
    eq(roles.tenantId, tenantId),
  );

const holders = (tenantId: string) =>
  sql<number>`(select count(*)::int from ${userRoles} ur join ${users} u on u.id = ur.user_id
    where ur.role_id = ${qualified(roles.id)} and u.tenant_id = ${tenantId})`;

function toView(row: typeof roles.$inferSelect & { userCount: number }): RoleView {
  const custom = row.tenantId !== null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    custom,
    grants: custom ? row.grants : [row.name],
    userCount: row.userCount,
  };
}

export async function listRoles(db: Db, { tenantId }: { tenantId: string }): Promise<RoleView[]> {
  const rows = await db
    .select({ role: roles, userCount: holders(tenantId) })
    .from(roles)
    .where(visibleRoles(tenantId))
    .orderBy(sql`${roles.tenantId} is not null`, asc(roles.name));
  return rows.map(({ role, userCount }) => toView({ ...role, userCount }));
}

async function roleOf(db: Db, tenantId: string, id: string): Promise<RoleView> {
  const [row] = await db
    .select({ role: roles, userCount: holders(tenantId) })
    .from(roles)
    .where(and(eq(roles.id, id), visibleRoles(tenantId)));
  if (!row) throw notFoundError("role");
  return toView({ ...row.role, userCount: row.userCount });
}

/** The tenant's users holding the role, and how many roles each holds in all. */
async function holdersOf(db: Db, tenantId: string, roleId: string) {
  return db
    .select({
      id: users.id,
      roleCount: sql<number>`(select count(*)::int from ${userRoles} o where o.user_id = ${qualified(users.id)})`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, roleId), eq(users.tenantId, tenantId)));
}

export type RoleImpact = { userCount: number; users: TenantUserRow[]; onlyRoleCount: number };

/** Spec §6's warning before a deletion: who holds the role, and who holds nothing else. */
export async function roleImpact(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<RoleImpact> {
  await roleOf(db, tenantId, id);
  const held = await holdersOf(db, tenantId, id);
  const shown = await tenantUsersByIds(db, {
    tenantId,
    ids: held.slice(0, 20).map((user) => user.id),
  });
  return {
    userCount: held.length,
    users: shown,
    onlyRoleCount: held.filter((user) => user.roleCount === 1).length,
  };
}

async function assertFreeName(db: Db, tenantId: string, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        or(isNull(roles.tenantId), eq(roles.tenantId, tenantId)),
        sql`lower(${roles.name}) = lower(${name})`,
        exceptId ? sql`${roles.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw new AdminError("roleNameTaken", "name");
}

/** Unique violations between the check and the write (two admins at once) read the same. */
async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminError("roleNameTaken", "name");
    throw error;
  }
}

export async function createRole(
  db: Db,
  actor: AuditActor,
  tenantId: string,
  input: RoleInput,
): Promise<RoleChange> {
  return named(() =>
    db.transaction(async (tx) => {
      await assertFreeName(tx, tenantId, input.name);
      const [row] = await tx
        .insert(roles)
        .values({ tenantId, ...input })
        .returning();
      await writeAudit(tx, actor, {
        tenantId,
        action: "role.create",
        targetType: "role",
        targetId: row!.id,
        changes: { name: input.name, description: input.description, grants: input.grants },
      });
      return { role: toView({ ...row!, userCount: 0 }), skippedUsers: [], affectedUsers: 0 };
    }),
  );
}

async function customRoleOf(db: Db, tenantId: string, id: string) {
  const role = await roleOf(db, tenantId, id);
  if (!role.custom) throw forbiddenError("builtInRole");
  return role;
}

/**
 * A custom role's name, description and bundle; with `userIds`, also who holds it. A user the
 * change would leave without any role keeps it and is reported as skipped (spec §6). Users
 * whose roles changed sign in again, so every check sees their new roles.
 */
export async function updateRole(
  db: Db,
  actor: AuditActor,
  tenantId: string,
  id: string,
  input: RoleInput & { userIds?: string[] },
): Promise<RoleChange> {
  return named(() =>
    db.transaction(async (tx) => {
      const before = await customRoleOf(tx, tenantId, id);
      await assertFreeName(tx, tenantId, input.name, id);
      await tx
        .update(roles)
        .set({ name: input.name, description: input.description, grants: input.grants })
        .where(and(eq(roles.id, id), eq(roles.tenantId, tenantId)));

      const held = await holdersOf(tx, tenantId, id);
      let skipped: string[] = [];
      let changedUsers: string[] = [];
      if (input.userIds) {
        const wanted = new Set(input.userIds);
        const known = await tenantUsersByIds(tx, { tenantId, ids: [...wanted] });
        if (known.length !== wanted.size) throw new AdminError("unknownUser", "userIds");
        const current = new Set(held.map((user) => user.id));
        const leaving = held.filter((user) => !wanted.has(user.id));
        skipped = leaving.filter((user) => user.roleCount === 1).map((user) => user.id);
        const removed = leaving.filter((user) => user.roleCount > 1).map((user) => user.id);
        const added = [...wanted].filter((userId) => !current.has(userId));
        if (removed.length > 0)
          await tx
            .delete(userRoles)
            .where(and(eq(userRoles.roleId, id), inArray(userRoles.userId, removed)));
        if (added.length > 0)
          await tx.insert(userRoles).values(added.map((userId) => ({ userId, roleId: id })));
        changedUsers = [...removed, ...added];
      }
      const grantsChanged = before.grants.join() !== input.grants.join();
      if (grantsChanged) changedUsers = [...new Set([...changedUsers, ...held.map((u) => u.id)])];
      await bumpSessions(tx, changedUsers);
      await writeAudit(tx, actor, {
        tenantId,
        action: "role.update",
        targetType: "role",
        targetId: id,
        changes: {
          ...(before.name !== input.name ? { name: { from: before.name, to: input.name } } : {}),
          ...(before.description !== input.description
            ? { description: { from: before.description, to: input.description } }
            : {}),
          ...(grantsChanged ? { grants: { from: before.grants, to: input.grants } } : {}),
          ...(input.userIds ? { users: { changed: changedUsers.length, skipped } } : {}),
        },
      });
      return {
        role: await roleOf(tx, tenantId, id),
        skippedUsers: await tenantUsersByIds(tx, { tenantId, ids: skipped }),
        affectedUsers: changedUsers.length,
      };
    }),
  );
}

/**
 * Takes the role from every user who holds another one, then deletes it. Users for whom it is the
 * only role keep it (spec §6's skip rule): the role then stays, held by them alone, until they get
 * another role.
 */
export async function deleteRole(
  db: Db,
  actor: AuditActor,
  tenantId: string,
  id: string,
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const role = await customRoleOf(tx, tenantId, id);
    const held = await holdersOf(tx, tenantId, id);
    const skipped = held.filter((user) => user.roleCount === 1).map((user) => user.id);
    const removed = held.filter((user) => user.roleCount > 1).map((user) => user.id);
    if (removed.length > 0)
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.roleId, id), inArray(userRoles.userId, removed)));
    if (skipped.length === 0)
      await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.tenantId, tenantId)));
    await bumpSessions(tx, removed);
    await writeAudit(tx, actor, {
      tenantId,
      action: "role.delete",
      targetType: "role",
      targetId: id,
      changes: {
        name: role.name,
        removedFrom: removed.length,
        skipped,
        deleted: skipped.length === 0,
      },
    });
    return {
      role: skipped.length === 0 ? null : await roleOf(tx, tenantId, id),
      skippedUsers: await tenantUsersByIds(tx, { tenantId, ids: skipped }),
      affectedUsers: removed.length,
    };
  });
}
