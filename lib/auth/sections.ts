// Edge-safe: spec §6's section → roles table, held once.
import type { SessionClaims } from "./types";

export const ROLE = {
  ADMIN: "ADMIN",
  GUEST: "GUEST",
  WS_ADMIN: "WS_ADMIN",
  SUPER_ADMIN: "Super Admin",
  MASTER_ACCOUNT: "Master Account",
  MARKETING_DATA: "MARKETING_DATA",
  CONNECTORS: "CONNECTORS",
  RANKING: "RANKING",
  NOTIFICATIONS: "NOTIFICATIONS",
  GMB: "GMB",
  GMB_FILES_REVIEWS: "GMB_FILES_REVIEWS",
  ADS: "ADS",
  PMAX: "PMAX",
  REVIEWS: "REVIEWS",
  FILES: "FILES",
  MEDIA: "MEDIA",
  STORE: "STORE",
  REPORT: "REPORT",
  FAQ: "FAQ",
  DIRECT_MESSAGES: "DIRECT_MESSAGES",
  TRIAL: "TRIAL",
} as const;
export type RoleName = (typeof ROLE)[keyof typeof ROLE];

const { ADMIN } = ROLE;

// marketing_data sub-keys are flat "parent.child" keys so a lookup is one index. `onlyGuest` is the
// one empty list: it admits only users without any role.
export const SECTIONS = {
  admin: [ADMIN],
  marketing_data: [ADMIN, ROLE.MARKETING_DATA],
  "marketing_data.extract_job": [ADMIN, ROLE.MARKETING_DATA],
  "marketing_data.source_data": [ADMIN, ROLE.MARKETING_DATA],
  "marketing_data.connector": [ADMIN, ROLE.CONNECTORS],
  ranking: [ADMIN, ROLE.RANKING],
  notifications: [ADMIN, ROLE.NOTIFICATIONS],
  post: [ADMIN, ROLE.GMB, ROLE.GMB_FILES_REVIEWS],
  ads: [ADMIN, ROLE.ADS],
  pmax: [ADMIN, ROLE.PMAX, ROLE.ADS],
  reviews: [ADMIN, ROLE.REVIEWS, ROLE.GMB_FILES_REVIEWS],
  files: [ADMIN, ROLE.FILES, ROLE.GMB_FILES_REVIEWS],
  media: [ADMIN, ROLE.MEDIA],
  store: [ADMIN, ROLE.STORE],
  report: [ADMIN, ROLE.REPORT],
  faq: [ADMIN, ROLE.FAQ],
  direct_messages: [ADMIN, ROLE.DIRECT_MESSAGES],
  trial: [ROLE.TRIAL],
  onlyGuest: [],
} as const satisfies Record<string, readonly string[]>;

export type SectionKey = keyof typeof SECTIONS;

// Modules that pick images from the library may add files to it; editing it stays with files.
export const LIBRARY_SECTIONS = [
  "files",
  "media",
  "post",
  "ads",
  "pmax",
] as const satisfies readonly SectionKey[];

export function isSectionKey(value: unknown): value is SectionKey {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(SECTIONS, value);
}

// Spec §6 literally: an empty list admits users with no roles. Items with no requirement at all
// use canAccessSection(roles, null).
export function hasAccess(userRoles: readonly string[], requiredRoles: readonly string[]): boolean {
  if (requiredRoles.length === 0) return userRoles.length === 0;
  return requiredRoles.some((role) => userRoles.includes(role));
}

/** `null` = the item has no auth key: any signed-in user passes, whatever roles they hold. */
export function canAccessSection(
  userRoles: readonly string[],
  section: SectionKey | null,
): boolean {
  return section === null || hasAccess(userRoles, SECTIONS[section]);
}

// Reaches every tenant through the admin's explicit cross-tenant functions; the ADMIN role alone
// reaches only its own tenant.
export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROLE.SUPER_ADMIN);
}

export function isTrialUser(claims: Pick<SessionClaims, "roles" | "isLeads">): boolean {
  return claims.isLeads || claims.roles.includes(ROLE.TRIAL);
}

/** Roles as the checks see them: a lead counts as TRIAL even if the role row is missing. */
export function effectiveRoles(claims: Pick<SessionClaims, "roles" | "isLeads">): string[] {
  return claims.isLeads && !claims.roles.includes(ROLE.TRIAL)
    ? [...claims.roles, ROLE.TRIAL]
    : [...claims.roles];
}

export function trialVariantFor(section: SectionKey): string {
  switch (section) {
    case "store":
      return "/apps/no-access-to-stores";
    case "ads":
    case "pmax":
      return "/apps/no-access-to-ads";
    case "media":
      return "/apps/no-access-to-media";
    case "report":
      return "/apps/no-access-to-reports";
    default:
      return "/apps/no-access";
  }
}
