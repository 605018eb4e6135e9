import { ROLE } from "@/lib/auth/sections";

/**
 * Spec §6 puts no role on workspaces: any signed-in user of a tenant may list and select them.
 * Changing them is a tenant-wide act (every user's store lists follow the workspace), so it is
 * kept to administrators: ADMIN, or WS_ADMIN ("workspace admin" of the spec's role list).
 */
export const WORKSPACE_EDIT_ROLES: readonly string[] = [ROLE.ADMIN, ROLE.WS_ADMIN];

export function canEditWorkspaces(roles: readonly string[]): boolean {
  return roles.some((role) => WORKSPACE_EDIT_ROLES.includes(role));
}
