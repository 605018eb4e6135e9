/** Spec §2: the navbar splits the email after the at-sign when it is longer than this. */
export const NAVBAR_EMAIL_MAX_LENGTH = 30;

export function splitEmail(email: string, max: number = NAVBAR_EMAIL_MAX_LENGTH): string[] {
  const at = email.indexOf("@");
  if (email.length <= max || at < 0) return [email];
  return [email.slice(0, at + 1), email.slice(at + 1)];
}

/** Spec §2's bell rule lives with the notifications module; the shell reads it from there. */
export { canSeeNotificationsBell as showsNotificationsBell } from "@/lib/notifications/access";
