// zod/mini: this schema also runs in the login page's bundle, which must stay small.
import { z } from "zod/mini";
import { MAX_LENGTH } from "@/lib/constants";

/**
 * StorePlus credentials (spec §5: user max 50, password max 20). Shared by the login form and the
 * server (Auth.js authorize, GraphQL login). Messages are keys of the `auth.validation` namespace.
 */
export const credentialsSchema = z.object({
  user: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "userRequired" }),
      z.maxLength(MAX_LENGTH.loginUser, { error: "userTooLong" }),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, { error: "passwordRequired" }),
      z.maxLength(MAX_LENGTH.password, { error: "passwordTooLong" }),
    ),
});

export type CredentialsInput = z.infer<typeof credentialsSchema>;

export const CREDENTIALS_MESSAGE_KEYS = [
  "userRequired",
  "userTooLong",
  "passwordRequired",
  "passwordTooLong",
] as const;

export type CredentialsMessageKey = (typeof CREDENTIALS_MESSAGE_KEYS)[number];

/** Field → message key of the first problem of each field, or null when the input is valid. */
export function credentialsErrors(
  input: unknown,
): Partial<Record<keyof CredentialsInput, CredentialsMessageKey>> | null {
  const result = credentialsSchema.safeParse(input);
  if (result.success) return null;
  const errors: Partial<Record<keyof CredentialsInput, CredentialsMessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CredentialsInput;
    errors[field] ??= issue.message as CredentialsMessageKey;
  }
  return errors;
}
