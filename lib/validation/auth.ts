import { z } from "zod";
import { MAX_LENGTH } from "@/lib/constants";

/**
 * StorePlus credentials (spec §5: user max 50, password max 20). Shared by the login form and the
 * server (Auth.js authorize, GraphQL login). Messages are keys of the `auth.validation` namespace.
 */
export const credentialsSchema = z.object({
  user: z
    .string()
    .trim()
    .min(1, { error: "userRequired" })
    .max(MAX_LENGTH.loginUser, { error: "userTooLong" }),
  password: z
    .string()
    .min(1, { error: "passwordRequired" })
    .max(MAX_LENGTH.password, { error: "passwordTooLong" }),
});

export type CredentialsInput = z.infer<typeof credentialsSchema>;

export const CREDENTIALS_MESSAGE_KEYS = [
  "userRequired",
  "userTooLong",
  "passwordRequired",
  "passwordTooLong",
] as const;
