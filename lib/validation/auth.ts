import { z } from "zod";
import { credentialsErrors, type CredentialsInput } from "./credentials-rules";

export {
  CREDENTIALS_MESSAGE_KEYS,
  credentialsErrors,
  type CredentialsInput,
  type CredentialsMessageKey,
} from "./credentials-rules";

// The rules of credentials-rules.ts, which the sign-in form also runs.
export const credentialsSchema = z
  .object({ user: z.string(), password: z.string() })
  .superRefine((value, ctx) => {
    const errors = credentialsErrors(value) ?? {};
    for (const [field, key] of Object.entries(errors)) {
      ctx.addIssue({ code: "custom", path: [field], message: key });
    }
  })
  .transform((value): CredentialsInput => ({ ...value, user: value.user.trim() }));
