import "server-only";
import type { TenantUserRow } from "@/lib/admin/queries";
import type { TenantUser } from "./generated/resolvers";

/** A user row as the admin's user list, user page and role changes show it. */
export function toTenantUser(row: TenantUserRow): TenantUser {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    tenant: row.tenantName,
    tenantId: row.tenantId,
    roles: row.roles,
    roleIds: row.roleIds,
    kind: row.kind,
    mapsAccount: row.mapsAccount,
    disabled: row.disabled,
    passwordSet: row.passwordSet,
    createdAt: row.createdAt,
  };
}
