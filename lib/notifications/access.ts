import { matchRoute } from "@/lib/auth/routes";
import { canAccessSection, ROLE } from "@/lib/auth/sections";
import { NOTIFICATION_TYPES, notificationTarget, type NotificationType } from "./types";

export const NOTIFICATION_ROLES: readonly string[] = [
  ROLE.ADMIN,
  ROLE.REVIEWS,
  ROLE.STORE,
  ROLE.NOTIFICATIONS,
];

export const BELL_ROLES: readonly string[] = [ROLE.ADMIN, ROLE.REVIEWS, ROLE.STORE];

export function canReadNotifications(roles: readonly string[]): boolean {
  return roles.some((role) => NOTIFICATION_ROLES.includes(role));
}

/** Spec §2: the bell shows only to non-lead users holding ADMIN, REVIEWS or STORE. */
export function canSeeNotificationsBell(user: {
  isLeads: boolean;
  roles: readonly string[];
}): boolean {
  return !user.isLeads && user.roles.some((role) => BELL_ROLES.includes(role));
}

// A REVIEWS-only user is not told about store edits they cannot act on.
export function visibleNotificationTypes(roles: readonly string[]): NotificationType[] {
  if (canAccessSection(roles, "notifications")) return [...NOTIFICATION_TYPES];
  return NOTIFICATION_TYPES.filter((type) => {
    const section = matchRoute(notificationTarget(type))?.route.section ?? null;
    return section !== null && canAccessSection(roles, section);
  });
}
