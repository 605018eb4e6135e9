import { createHash } from "node:crypto";
import { isSuperAdmin } from "@/lib/auth/permissions";

/** The route of the page a password link opens. */
export const SET_PASSWORD_PATH = "/set-password";
export const USERNAME_MIN_LENGTH = 3;

/** Only the SHA-256 of a password link's token is kept, so a leaked table opens no account. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A user created without a username signs in with the email's local part. */
export function defaultUsername(email: string): string {
  return email
    .split("@")[0]!
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 50);
}

/** A Super Admin's account is a Super Admin's to change. */
export function mayChangeUser(actorRoles: readonly string[], userRoles: readonly string[]) {
  return !isSuperAdmin(userRoles) || isSuperAdmin(actorRoles);
}
