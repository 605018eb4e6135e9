import { z } from "zod";

// Spec §5: a tenant's name is one word without special characters. Trial sign-up derives names by
// this rule; the Super Admin's tenant form checks it.

export const TENANT_NAME_MAX = 30;

export const tenantNameSchema = z
  .string()
  .trim()
  .min(2, "tenantNameLength")
  .max(TENANT_NAME_MAX, "tenantNameLength")
  .regex(/^[\p{L}\p{Nd}]+$/u, "tenantNameOneWord");
