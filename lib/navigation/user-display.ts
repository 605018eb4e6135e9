import { ROLE } from "@/lib/auth/permissions";

/** Spec §2: the navbar splits the email after the at-sign when it is longer than this. */
export const NAVBAR_EMAIL_MAX_LENGTH = 30;

/** One line for a short email; two ("name@", "domain") for a long one. */
export function splitEmail(email: string, max: number = NAVBAR_EMAIL_MAX_LENGTH): string[] {
  const at = email.indexOf("@");
  if (email.length <= max || at < 0) return [email];
  return [email.slice(0, at + 1), email.slice(at + 1)];
}

const BELL_ROLES: readonly string[] = [ROLE.ADMIN, ROLE.REVIEWS, ROLE.STORE];

/** Spec §2: the notifications bell shows only to non-lead users holding ADMIN, REVIEWS or STORE. */
export function showsNotificationsBell(user: {
  isLeads: boolean;
  roles: readonly string[];
}): boolean {
  return !user.isLeads && user.roles.some((role) => BELL_ROLES.includes(role));
}
