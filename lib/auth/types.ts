// Edge-safe shared types for sessions.
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
