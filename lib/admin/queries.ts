import "server-only";
import { and, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { foldedLike } from "@/lib/db/fold";
import { defineListQuery, escapeLike, type ListPage } from "@/lib/db/list-query";
import { qualified } from "@/lib/db/qualified";
import { roles, tenants, userRoles, users, userTokens } from "@/lib/db/schema";
import { hashToken } from "./rules";

/** A user as the admin's screens show them (spec §3: id, name, tenant, roles, email). */
export type TenantUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string | null;
  tenantId: string | null;
  tenantName: string | null;
  kind: string;
  /** The maps identity's email, for users who sign in with their maps account. */
  mapsAccount: string | null;
  disabled: boolean;
  passwordSet: boolean;
  createdAt: Date;
  roles: string[];
  roleIds: string[];
};

const roleNames = sql<string[]>`coalesce((select array_agg(r.name order by r.name)
  from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${qualified(users.id)}), '{}')`;
const roleIdList = sql<string[]>`coalesce((select array_agg(ur.role_id order by ur.role_id)
  from ${userRoles} ur where ur.user_id = ${qualified(users.id)}), '{}')`;

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  tenantId: users.tenantId,
  tenantName: tenants.name,
  kind: users.kind,
  mapsSubject: users.mapsSubject,
  disabledAt: users.disabledAt,
  passwordSet: sql<boolean>`${users.passwordHash} is not null`,
  createdAt: users.createdAt,
  roles: roleNames,
  roleIds: roleIdList,
};

type Selected = {
  [K in keyof typeof columns]: unknown;
};

function toRow(selected: Selected): TenantUserRow {
  const s = selected as {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    username: string | null;
    tenantId: string | null;
    tenantName: string | null;
    kind: string;
    mapsSubject: string | null;
    disabledAt: Date | null;
    passwordSet: boolean;
    createdAt: Date;
    roles: string[];
    roleIds: string[];
  };
  return {
    id: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    username: s.username,
    tenantId: s.tenantId,
    tenantName: s.tenantName,
    kind: s.kind,
    mapsAccount: s.mapsSubject ? s.email : null,
    disabled: s.disabledAt !== null,
    passwordSet: Boolean(s.passwordSet),
    createdAt: s.createdAt,
    roles: s.roles ?? [],
    roleIds: s.roleIds ?? [],
  };
}

/** The tenant's users of these ids (others are left out), by name. */
export async function tenantUsersByIds(
  db: Db,
  { tenantId, ids }: { tenantId: string; ids: string[] },
): Promise<TenantUserRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)))
    .orderBy(users.firstName, users.lastName, users.id);
  return rows.map(toRow);
}

export async function tenantUser(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<TenantUserRow | null> {
  return (await tenantUsersByIds(db, { tenantId, ids: [id] }))[0] ?? null;
}

const userList = defineListQuery({
  table: users,
  tenantColumn: users.tenantId,
  idColumn: users.id,
  filterColumns: {},
  sortColumns: {
    NAME: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
    CREATED_AT: users.createdAt,
  },
});

export type UserFilter = { search?: string; roleId?: string; disabled?: boolean };

function conditions(filter: UserFilter): (SQL | undefined)[] {
  const word = filter.search && `%${escapeLike(filter.search)}%`;
  return [
    word
      ? or(
          foldedLike(sql`${users.firstName} || ' ' || ${users.lastName}`, word),
          sql`${users.email} ilike ${word}`,
          sql`${users.username} ilike ${word}`,
        )
      : undefined,
    filter.roleId
      ? sql`exists (select 1 from ${userRoles} f where f.user_id = ${qualified(users.id)}
          and f.role_id = ${filter.roleId})`
      : undefined,
    filter.disabled === undefined
      ? undefined
      : filter.disabled
        ? isNotNull(users.disabledAt)
        : isNull(users.disabledAt),
  ];
}

/** The tenant's users, 20 a page by name (spec §9), with their roles, in one statement. */
export function listTenantUsers(
  db: Db,
  {
    tenantId,
    filter,
    page,
  }: { tenantId: string; filter: UserFilter; page: { limit: number; offset: number } },
): Promise<ListPage<TenantUserRow>> {
  return userList.joinedPage(
    db,
    {
      tenantId,
      params: { filters: [], sortBy: "NAME", sortDirection: "asc", ...page },
      conditions: conditions(filter),
    },
    {
      columns,
      join: (query) => query.leftJoin(tenants, eq(tenants.id, users.tenantId)),
      toItem: (selected) => toRow(selected as Selected),
    },
  );
}

/** The live link of this token: unused, not expired, of a user still enabled. */
export async function liveToken(db: Db, token: string, now: Date) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: userTokens.id, userId: userTokens.userId, tenantId: users.tenantId })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
        isNull(users.disabledAt),
      ),
    );
  return row ?? null;
}

export async function passwordTokenValid(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<boolean> {
  return (await liveToken(db, token, now)) !== null;
}
