import { ACCESS_ERROR_CODES, type AccessErrorCode } from "@/lib/auth/types";

// Codes /no-permissions knows a message for (spec §2, §8, plus StorePlus's TENANT_DISABLED): the
// access codes of lib/auth/types.ts. Anything else shows DEFAULT_ERROR.
export const NO_PERMISSIONS_CODES = ACCESS_ERROR_CODES;

export type NoPermissionsMessageKey = AccessErrorCode | "DEFAULT_ERROR";

export function noPermissionsMessageKey(code: string | undefined): NoPermissionsMessageKey {
  return (NO_PERMISSIONS_CODES as readonly string[]).includes(code ?? "")
    ? (code as NoPermissionsMessageKey)
    : "DEFAULT_ERROR";
}
