import { ROLE } from "@/lib/auth/sections";

/** Roles that may read notifications and mark them read (the notifications section plus the bell's roles). */
export const NOTIFICATION_ROLES: readonly string[] = [
  ROLE.ADMIN,
  ROLE.REVIEWS,
  ROLE.STORE,
  ROLE.NOTIFICATIONS,
];

/** Roles that see the bell in the toolbar (spec §2), for non-lead users only. */
export const BELL_ROLES: readonly string[] = [ROLE.ADMIN, ROLE.REVIEWS, ROLE.STORE];

/** Roles that may start a review sync by hand. */
export const REVIEW_SYNC_ROLES: readonly string[] = [ROLE.ADMIN, ROLE.REVIEWS];

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
