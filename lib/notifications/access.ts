import { matchRoute } from "@/lib/auth/routes";
import { canAccessSection, ROLE } from "@/lib/auth/sections";
import { NOTIFICATION_TYPES, notificationTarget, type NotificationType } from "./types";

/** Roles that may read notifications and mark them read (the notifications section plus the bell's roles). */
export const NOTIFICATION_ROLES: readonly string[] = [
  ROLE.ADMIN,
  ROLE.REVIEWS,
  ROLE.STORE,
  ROLE.NOTIFICATIONS,
];

/** Roles that see the bell in the toolbar (spec §2), for non-lead users only. */
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

/**
 * The notification types a user is shown: all of them with the notifications section's roles,
 * else those whose target module (reviews, media, stores) the user may open — a REVIEWS-only
 * user is not told about store edits they cannot act on.
 */
export function visibleNotificationTypes(roles: readonly string[]): NotificationType[] {
  if (canAccessSection(roles, "notifications")) return [...NOTIFICATION_TYPES];
  return NOTIFICATION_TYPES.filter((type) => {
    const section = matchRoute(notificationTarget(type))?.route.section ?? null;
    return section !== null && canAccessSection(roles, section);
  });
}
