import type { SessionClaims } from "@/lib/auth/types";

export function claims(roles: string[], extra: Partial<SessionClaims> = {}): SessionClaims {
  return {
    userId: "u1",
    tenantId: "t1",
    email: "user@acme.example",
    kind: "storeplus",
    roles,
    isLeads: false,
    leadStep: null,
    sessionVersion: 1,
    ...extra,
  };
}

export const TRIAL_LEAD = claims([], { kind: "lead", isLeads: true, leadStep: "user" });
