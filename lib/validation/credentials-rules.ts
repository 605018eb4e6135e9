// Spec §5 credentials rules with no validation library, so the sign-in page ships none;
// lib/validation/auth.ts applies them on the server.
import { MAX_LENGTH } from "@/lib/constants";

export type CredentialsInput = { user: string; password: string };

export const CREDENTIALS_MESSAGE_KEYS = [
  "userRequired",
  "userTooLong",
  "passwordRequired",
  "passwordTooLong",
] as const;

export type CredentialsMessageKey = (typeof CREDENTIALS_MESSAGE_KEYS)[number];
export type CredentialsErrors = Partial<Record<keyof CredentialsInput, CredentialsMessageKey>>;

export function credentialsErrors(input: CredentialsInput): CredentialsErrors | null {
  const errors: CredentialsErrors = {};
  const user = input.user.trim();
  if (!user) errors.user = "userRequired";
  else if (user.length > MAX_LENGTH.loginUser) errors.user = "userTooLong";
  if (!input.password) errors.password = "passwordRequired";
  else if (input.password.length > MAX_LENGTH.password) errors.password = "passwordTooLong";
  return errors.user || errors.password ? errors : null;
}
