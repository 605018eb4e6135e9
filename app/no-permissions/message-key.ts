// Codes /no-permissions knows a message for (spec §2, §8); anything else shows DEFAULT_ERROR.
export const NO_PERMISSIONS_CODES = [
  "STOREPLUS_USER_ERROR",
  "NO_MASTER_LOGGED_IN",
  "NO_WHITELIST_ON_DOMAIN",
  "NO_TENANT",
  "NO_GOOGLE_LOCATIONS",
  "EXPIRED_LEAD",
  "NO_USER_ACCOUNT",
  "RATE_LIMITED",
] as const;

export type NoPermissionsMessageKey = (typeof NO_PERMISSIONS_CODES)[number] | "DEFAULT_ERROR";

export function noPermissionsMessageKey(code: string | undefined): NoPermissionsMessageKey {
  return (NO_PERMISSIONS_CODES as readonly string[]).includes(code ?? "")
    ? (code as NoPermissionsMessageKey)
    : "DEFAULT_ERROR";
}
