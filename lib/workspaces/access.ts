import { ROLE } from "@/lib/auth/sections";

/** Spec §6 puts no role on workspaces; changing them affects every user's store lists, so it is
 * kept to ADMIN and WS_ADMIN. */
export const WORKSPACE_EDIT_ROLES: readonly string[] = [ROLE.ADMIN, ROLE.WS_ADMIN];

export function canEditWorkspaces(roles: readonly string[]): boolean {
  return roles.some((role) => WORKSPACE_EDIT_ROLES.includes(role));
}
