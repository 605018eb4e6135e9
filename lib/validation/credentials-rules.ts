// The credentials rules of spec §5 (user max 50, password max 20) with no validation library, so
// the sign-in page can check them without shipping one; lib/validation/auth.ts applies the same
// rules on the server.
import { MAX_LENGTH } from "@/lib/constants";

export type CredentialsInput = { user: string; password: string };

/** Keys of the `auth.validation` message namespace. */
export const CREDENTIALS_MESSAGE_KEYS = [
  "userRequired",
  "userTooLong",
  "passwordRequired",
  "passwordTooLong",
] as const;

export type CredentialsMessageKey = (typeof CREDENTIALS_MESSAGE_KEYS)[number];
export type CredentialsErrors = Partial<Record<keyof CredentialsInput, CredentialsMessageKey>>;

/** Field → message key of its problem, or null when the input is valid. The user is trimmed. */
export function credentialsErrors(input: CredentialsInput): CredentialsErrors | null {
  const errors: CredentialsErrors = {};
  const user = input.user.trim();
  if (!user) errors.user = "userRequired";
  else if (user.length > MAX_LENGTH.loginUser) errors.user = "userTooLong";
  if (!input.password) errors.password = "passwordRequired";
  else if (input.password.length > MAX_LENGTH.password) errors.password = "passwordTooLong";
  return errors.user || errors.password ? errors : null;
}
