// The rules of a password set from a link (spec §5) with no validation library, so /set-password
// ships none; lib/admin/schema.ts applies them on the server.
import { MAX_LENGTH } from "@/lib/constants";

/** A password set from a link: spec §5's 20 at most (the sign-in form's limit), 8 at least. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordIssue = "passwordTooShort" | "passwordTooLong";

export function passwordIssue(password: string): PasswordIssue | null {
  if (password.length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  if (password.length > MAX_LENGTH.password) return "passwordTooLong";
  return null;
}

export type NewPasswordInput = { password: string; confirm: string };
export type NewPasswordMessageKey = PasswordIssue | "mismatch";
export type NewPasswordErrors = Partial<Record<keyof NewPasswordInput, NewPasswordMessageKey>>;

/** The new password, typed twice the same: each field's issue, or null when there is none. */
export function newPasswordErrors(input: NewPasswordInput): NewPasswordErrors | null {
  const errors: NewPasswordErrors = {};
  const issue = passwordIssue(input.password);
  if (issue) errors.password = issue;
  if (input.password !== input.confirm) errors.confirm = "mismatch";
  return errors.password || errors.confirm ? errors : null;
}
