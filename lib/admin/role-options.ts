import { ROLE, type RoleName } from "@/lib/auth/sections";

// The roles an admin may give, without zod: the role editor shows them as it renders, and
// ./schema checks against them.

/** Built-in roles an admin may give: never the platform's own (Super Admin, Master Account) nor TRIAL. */
export const ASSIGNABLE_ROLES = [
  ROLE.ADMIN,
  ROLE.WS_ADMIN,
  ROLE.STORE,
  ROLE.REVIEWS,
  ROLE.GMB,
  ROLE.GMB_FILES_REVIEWS,
  ROLE.FILES,
  ROLE.MEDIA,
  ROLE.REPORT,
  ROLE.FAQ,
  ROLE.DIRECT_MESSAGES,
  ROLE.NOTIFICATIONS,
  ROLE.RANKING,
  ROLE.ADS,
  ROLE.PMAX,
  ROLE.MARKETING_DATA,
  ROLE.CONNECTORS,
] as const satisfies readonly RoleName[];

/** What a custom role may bundle: the module roles, not ADMIN (given to a user directly, in sight). */
export const BUNDLABLE_ROLES: readonly RoleName[] = ASSIGNABLE_ROLES.filter(
  (role) => role !== ROLE.ADMIN,
);
