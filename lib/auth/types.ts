export type UserKind = "lead" | "maps" | "storeplus" | "admin" | "master" | "super_admin";
export type LeadStep = "info" | "locations" | "insights" | "user";

/** What the session token carries; the server re-reads the user to confirm it (sessionVersion). */
export type SessionClaims = {
  userId: string;
  tenantId: string | null;
  email: string;
  kind: UserKind;
  roles: string[];
  isLeads: boolean;
  leadStep: LeadStep | null;
  sessionVersion: number;
};

/** What the Auth.js JWT holds besides its standard fields (times in epoch seconds). */
export type SessionTokenFields = {
  claims: SessionClaims;
  /** When the user signed in: the absolute lifetime counts from here. */
  authTime: number;
  /** Last request that refreshed the cookie: the idle timeout counts from here. */
  lastSeen: number;
};

export type TokenSource = "cookie" | "bearer";

// TENANT_DISABLED is StorePlus's own: the spec has no text for a disabled organisation.
export const ACCESS_ERROR_CODES = [
  "STOREPLUS_USER_ERROR",
  "NO_MASTER_LOGGED_IN",
  "NO_WHITELIST_ON_DOMAIN",
  "NO_TENANT",
  "NO_GOOGLE_LOCATIONS",
  "EXPIRED_LEAD",
  "NO_USER_ACCOUNT",
  "RATE_LIMITED",
  "TENANT_DISABLED",
  "USER_DISABLED",
] as const;
export type AccessErrorCode = (typeof ACCESS_ERROR_CODES)[number];

declare module "next-auth" {
  interface Session {
    claims?: SessionClaims;
  }
  interface User {
    /** Set by the credentials authorize() or the OAuth signIn callback; copied into the JWT. */
    claims?: SessionClaims;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    claims?: SessionClaims;
    authTime?: number;
    lastSeen?: number;
  }
}
