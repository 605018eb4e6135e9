import { z } from "zod";
import { passwordSchema } from "@/lib/admin/schema";

/** The new password, typed twice the same. */
export const setPasswordRules = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: "mismatch",
    path: ["confirm"],
  });
