import { z } from "zod";
import { MAX_LENGTH } from "@/lib/constants";
import { passwordIssue } from "./password-rules";
import { firstNameSchema, lastNameSchema } from "@/lib/validation/name";
import { tenantNameSchema } from "@/lib/validation/tenant";
import { BUNDLABLE_ROLES } from "./role-options";

// The admin's rules (spec §5, §6, §9), shared by its forms and its resolvers. Messages are keys
// each admin screen translates (its `validation` and `errors` messages).

/** Spec §9: the user list's page. */
export const USER_PAGE_SIZE = 20;

/** How long an invite or reset link sets a password. */
export const PASSWORD_LINK_HOURS = 72;

/** The rules of password-rules.ts, which the set-password form also runs. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  const issue = passwordIssue(password);
  if (issue) ctx.addIssue({ code: "custom", message: issue });
});

export const ROLE_NAME_MAX = 40;
export const ROLE_DESCRIPTION_MAX = 200;

export const roleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "roleNameLength")
    .max(ROLE_NAME_MAX, "roleNameLength")
    .regex(/^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd} _-]*$/u, "roleNameCharacters"),
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX, "descriptionTooLong").default(""),
  grants: z
    .array(
      z
        .string()
        .refine((role) => (BUNDLABLE_ROLES as readonly string[]).includes(role), "unknownRole"),
    )
    .min(1, "atLeastOneGrant")
    .transform((grants) => [...new Set(grants)].sort()),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

const idList = z.array(z.uuid("invalidId"));

/** A sign-in name: letters, digits and . _ - (no spaces), 3 to 50 (spec §5's user maximum). */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "usernameLength")
  .max(MAX_LENGTH.loginUser, "usernameLength")
  .regex(/^[a-z0-9._-]+$/, "usernameCharacters");

export const createUserSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("invalidEmail")),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  username: usernameSchema.optional(),
  roleIds: idList.min(1, "atLeastOneRole"),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const userRolesSchema = idList.min(1, "atLeastOneRole");

export const userFilterSchema = z.object({
  search: z.string().trim().max(100, "searchTooLong").optional(),
  roleId: z.uuid("invalidId").optional(),
  disabled: z.boolean().optional(),
});

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "invalidDomain");

export const tenantInputSchema = z.object({
  name: tenantNameSchema,
  timeZone: z.string().trim().refine(isTimeZone, "invalidTimeZone").optional(),
  whitelistedDomains: z
    .array(domainSchema)
    .max(50, "tooManyDomains")
    .transform((domains) => [...new Set(domains)])
    .optional(),
});
export type TenantInput = z.infer<typeof tenantInputSchema>;

export const TENANT_STATUSES = ["ACTIVE", "DISABLE"] as const;
export const MODULE_STATUSES = ["ACTIVE", "MAINTENANCE"] as const;

const configName = z
  .string()
  .trim()
  .min(1, "configNameLength")
  .max(60, "configNameLength")
  .regex(/^[A-Za-z0-9_.-]+$/, "configNameCharacters");

export const tenantConfigSchema = z.object({
  config: configName,
  values: z
    .array(
      z.object({
        name: configName,
        value: z.string().max(500, "valueTooLong").nullish(),
        stringValue: z.string().max(500, "valueTooLong").nullish(),
        boolean: z.boolean().nullish(),
      }),
    )
    .max(50, "tooManyValues"),
});

export const featureFlagSchema = z.object({
  name: configName,
  isActive: z.boolean(),
  value: z.string().max(500, "valueTooLong").nullish(),
});

export const scheduledJobInputSchema = z.object({
  scheduleExpression: z.string().trim().max(100, "invalidCron").optional(),
  lambdaName: z.string().trim().max(140, "valueTooLong").nullish(),
  arn: z.string().trim().max(300, "valueTooLong").nullish(),
});
