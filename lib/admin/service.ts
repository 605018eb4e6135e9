import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { writeAudit, type AuditActor } from "@/lib/audit/write";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { memberSettings, roles, userRoles, users, userTokens } from "@/lib/db/schema";
import { appOrigin } from "@/lib/maps/config";
import { AdminError, forbiddenError, notFoundError } from "./errors";
import { visibleRoles } from "./roles";
import { PASSWORD_LINK_HOURS, type CreateUserInput } from "./schema";
import { liveToken, tenantUser, type TenantUserRow } from "./queries";
import { bumpSessions } from "./sessions";
import {
  defaultUsername,
  hashToken,
  mayChangeUser,
  SET_PASSWORD_PATH,
  USERNAME_MIN_LENGTH,
} from "./rules";

const HOUR_MS = 60 * 60 * 1000;

export type PasswordLink = { url: string; expiresAt: Date };

/**
 * A new one-use link for the user: 32 random bytes, of which only the SHA-256 is kept. Any earlier
 * link of the user stops working.
 */
async function issuePasswordLink(
  db: Db,
  userId: string,
  purpose: "SET_PASSWORD" | "RESET_PASSWORD",
  now: Date,
): Promise<PasswordLink> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_HOURS * HOUR_MS);
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({ userId, tokenHash: hashToken(token), purpose, expiresAt });
  const url = new URL(SET_PASSWORD_PATH, appOrigin());
  url.searchParams.set("token", token);
  return { url: url.toString(), expiresAt };
}

/** The role ids must be roles the tenant may give. */
async function assertAssignable(db: Db, tenantId: string, roleIds: string[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, unique), visibleRoles(tenantId)));
  if (found.length !== unique.length) throw new AdminError("unknownRole", "roleIds");
}

/** The user, of the caller's tenant; a Super Admin's account is a Super Admin's to change. */
async function changeableUser(
  db: Db,
  tenantId: string,
  id: string,
  actor: AuditActor & { roles: readonly string[] },
): Promise<TenantUserRow> {
  const user = await tenantUser(db, { tenantId, id });
  if (!user) throw notFoundError("user");
  if (!mayChangeUser(actor.roles, user.roles)) throw forbiddenError("superAdminUser");
  return user;
}

export type AdminActor = AuditActor & { roles: readonly string[] };

/**
 * A StorePlus user of the tenant with the roles given and no password yet: the answer carries the
 * link that sets it (shown once to the admin, who passes it on).
 */
export async function createTenantUser(
  db: Db,
  actor: AdminActor,
  tenantId: string,
  input: CreateUserInput,
  now: Date = new Date(),
): Promise<{ user: TenantUserRow; link: PasswordLink }> {
  const username = input.username ?? defaultUsername(input.email);
  if (username.length < USERNAME_MIN_LENGTH) throw new AdminError("usernameLength", "username");
  try {
    return await db.transaction(async (tx) => {
      await assertAssignable(tx, tenantId, input.roleIds);
      const [row] = await tx
        .insert(users)
        .values({
          tenantId,
          kind: "storeplus",
          email: input.email,
          username,
          firstName: input.firstName,
          lastName: input.lastName,
          isStoreplusUser: true,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      await tx.insert(memberSettings).values({ userId, tenantId });
      await tx
        .insert(userRoles)
        .values([...new Set(input.roleIds)].map((roleId) => ({ userId, roleId })));
      const link = await issuePasswordLink(tx, userId, "SET_PASSWORD", now);
      const user = (await tenantUser(tx, { tenantId, id: userId }))!;
      await writeAudit(tx, actor, {
        tenantId,
        action: "user.create",
        targetType: "user",
        targetId: userId,
        changes: { email: input.email, username, roles: user.roles },
      });
      return { user, link };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_idx")) throw new AdminError("emailTaken", "email");
    if (isUniqueViolation(error, "users_username_idx"))
      throw new AdminError("usernameTaken", "username");
    throw error;
  }
}

/**
 * Replaces the user's roles (at least one). Admins cannot take ADMIN from themselves, so a
 * tenant never loses its last way in by a slip. The user signs in again with the new roles.
 */
export async function updateTenantUserRoles(
  db: Db,
  actor: AdminActor,
  tenantId: string,
  id: string,
  roleIds: string[],
): Promise<TenantUserRow> {
  return db.transaction(async (tx) => {
    const before = await changeableUser(tx, tenantId, id, actor);
    await assertAssignable(tx, tenantId, roleIds);
    const wanted = [...new Set(roleIds)];
    // Roles outside what the tenant may give (a Super Admin's own) stay as they are.
    const kept = await tx
      .select({ id: roles.id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, id), sql`not (${visibleRoles(tenantId)})`));
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    await tx
      .insert(userRoles)
      .values([...wanted, ...kept.map((r) => r.id)].map((roleId) => ({ userId: id, roleId })))
      .onConflictDoNothing();
    const after = (await tenantUser(tx, { tenantId, id }))!;
    if (id === actor.id && before.roles.includes("ADMIN") && !after.roles.includes("ADMIN"))
      throw new AdminError("ownAdminRole", "roleIds");
    if (before.roleIds.join() !== after.roleIds.join()) {
      await bumpSessions(tx, [id]);
      await writeAudit(tx, actor, {
        tenantId,
        action: "user.roles",
        targetType: "user",
        targetId: id,
        changes: { roles: { from: before.roles, to: after.roles } },
      });
    }
    return after;
  });
}

/** Disabled, the user cannot sign in and every open session of theirs ends at once. */
export async function setTenantUserDisabled(
  db: Db,
  actor: AdminActor,
  tenantId: string,
  id: string,
  disabled: boolean,
  now: Date = new Date(),
): Promise<TenantUserRow> {
  if (disabled && id === actor.id) throw new AdminError("disableSelf", "id");
  return db.transaction(async (tx) => {
    const before = await changeableUser(tx, tenantId, id, actor);
    if (before.disabled !== disabled) {
      await tx
        .update(users)
        .set({ disabledAt: disabled ? now : null })
        .where(and(eq(users.id, id), eq(users.tenantId, tenantId)));
      if (disabled) await bumpSessions(tx, [id]);
      await writeAudit(tx, actor, {
        tenantId,
        action: disabled ? "user.disable" : "user.enable",
        targetType: "user",
        targetId: id,
        changes: { email: before.email },
      });
    }
    return (await tenantUser(tx, { tenantId, id }))!;
  });
}

/**
 * A new link to set the password. The old password stops working at once and open sessions end:
 * a reset is what an admin does when an account may be in the wrong hands.
 */
export async function resetTenantUserPassword(
  db: Db,
  actor: AdminActor,
  tenantId: string,
  id: string,
  now: Date = new Date(),
): Promise<PasswordLink> {
  return db.transaction(async (tx) => {
    const user = await changeableUser(tx, tenantId, id, actor);
    if (user.kind === "maps" || user.kind === "lead") throw new AdminError("mapsAccountUser", "id");
    await tx.update(users).set({ passwordHash: null }).where(eq(users.id, id));
    await bumpSessions(tx, [id]);
    const link = await issuePasswordLink(tx, id, "RESET_PASSWORD", now);
    await writeAudit(tx, actor, {
      tenantId,
      action: "user.resetPassword",
      targetType: "user",
      targetId: id,
      changes: { email: user.email, linkExpiresAt: link.expiresAt.toISOString() },
    });
    return link;
  });
}

/** Sets the password of a live link and uses the link up. False for an unknown, used or old link. */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  password: string,
  meta: { ip: string | null; userAgent: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const found = await liveToken(db, token, now);
  if (!found) return false;
  // Hashed outside the transaction: scrypt runs on the thread pool while nothing holds a lock.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.id, found.id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    if (!used) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, found.userId))
      .returning({ email: users.email });
    await writeAudit(
      tx,
      { id: found.userId, label: user!.email, ...meta },
      {
        tenantId: found.tenantId,
        action: "user.setPassword",
        targetType: "user",
        targetId: found.userId,
      },
    );
    return true;
  });
}
