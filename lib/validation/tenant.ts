import { z } from "zod";

// Spec §5: one word without special characters.

export const TENANT_NAME_MAX = 30;

export const tenantNameSchema = z
  .string()
  .trim()
  .min(2, "tenantNameLength")
  .max(TENANT_NAME_MAX, "tenantNameLength")
  .regex(/^[\p{L}\p{Nd}]+$/u, "tenantNameOneWord");
