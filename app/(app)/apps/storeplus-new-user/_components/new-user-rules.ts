// The new-user form's rules: loaded after the page (components/forms/zod-rules), so zod is not in
// its first load.
import { z } from "zod";
import { createUserSchema } from "@/lib/admin/schema";

/** The form's values: an empty user name means "the email's local part". */
export const newUserRules = createUserSchema.extend({
  username: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.union([z.literal(""), createUserSchema.shape.username.unwrap()])),
});
