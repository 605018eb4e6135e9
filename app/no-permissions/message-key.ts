import { ACCESS_ERROR_CODES, type AccessErrorCode } from "@/lib/auth/types";

// Codes /no-permissions knows a message for (spec §2, §8): the access codes of lib/auth/types.ts
// but TENANT_DISABLED, which has no text of its own. Anything else shows DEFAULT_ERROR.
export const NO_PERMISSIONS_CODES = ACCESS_ERROR_CODES.filter(
  (code): code is Exclude<AccessErrorCode, "TENANT_DISABLED"> => code !== "TENANT_DISABLED",
);

export type NoPermissionsMessageKey = (typeof NO_PERMISSIONS_CODES)[number] | "DEFAULT_ERROR";

export function noPermissionsMessageKey(code: string | undefined): NoPermissionsMessageKey {
  return (NO_PERMISSIONS_CODES as readonly string[]).includes(code ?? "")
    ? (code as NoPermissionsMessageKey)
    : "DEFAULT_ERROR";
}
